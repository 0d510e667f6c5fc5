// A `:::tip[**Mind** the gap]` title with formatting reaches an admonition component as
// Docusaurus gives it: an `<mdxAdmonitionTitle>` element first among the children
// (remark-admonitions.ts), which `processAdmonitionProps` (`@docusaurus/theme-common`,
// which an ejected Admonition calls first) takes out and makes the `title`. A plain
// title comes as the `title` prop, and then this changes nothing.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ADMONITION_TITLE_ELEMENT } from '../../shared/admonitions.js';

export function processAdmonitionProps<P extends { title?: ReactNode; children?: ReactNode }>(props: P): P {
  const items = Children.toArray(props.children);
  const wrapper = items.find((item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === ADMONITION_TITLE_ELEMENT);
  if (!wrapper) return props;
  return { ...props, title: props.title ?? wrapper.props.children, children: items.filter((item) => item !== wrapper) };
}
