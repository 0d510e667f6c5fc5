// `@theme/Tabs` and `@theme/TabItem`, as in Docusaurus: rendered on the server
// with every panel present; the tabs island switches them, syncs `groupId`
// groups and remembers the choice. Without JavaScript every panel shows.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useIsland } from '../context.js';
import { reactText } from '../react-text.js';
import { TAB_ITEM, TAB_ITEM_ACTIVE } from '../../shared/docusaurus-classes.js';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

export function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}

export default function Tabs({ children, groupId, queryString, defaultValue, values, className, lazy: _lazy }: {
  children?: ReactNode;
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: { value: string; label?: ReactNode; attributes?: Record<string, unknown> }[];
  className?: string;
  lazy?: boolean;
}) {
  useIsland('tabs');
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  if (items.length === 0) throw new Error('Tabs needs at least one <TabItem value="…"> child.');
  const tabs = (values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes })));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) throw new Error(`Tabs has two tabs with the value "${tab.value}"; values must be unique.`);
    seen.add(tab.value);
  }
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0].value;
  const query = queryString === true ? groupId : queryString || undefined;
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`} data-tabs="" data-group-id={groupId} data-query-string={query}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {/* Ids by position: a tab's value may be any text ("Flat Config"), and an id holds no space. */}
        {tabs.map((tab, index) => {
          const selected = tab.value === chosen;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`tab-${id}-${index}`}
              aria-controls={`panel-${id}-${index}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              // Ours, Docusaurus's (`tabs__item`, `tabs__item--active`: a site's CSS targets them; see
              // docusaurus-classes.ts), then a tab's own class, as Docusaurus merges them (`attributes={{className: 'red'}}`).
              className={`tab ${TAB_ITEM}${selected ? ` tab-active ${TAB_ITEM_ACTIVE}` : ''}${typeof tab.attributes?.className === 'string' && tab.attributes.className ? ` ${tab.attributes.className}` : ''}`}
              data-value={tab.value}
              {...withoutClassName(tab.attributes)}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {/* Panels in the order the children are written, as Docusaurus's Tabs clones them (the tabs follow `values`):
          what find-in-page and a reader without JavaScript meet. A panel keeps its tab's id. */}
      {items.map((item) => {
        const index = tabs.findIndex((tab) => tab.value === item.props.value);
        if (index < 0) throw new Error(`Tabs has a <TabItem value="${item.props.value}"> that its values do not list; list it in values, or remove the tab.`);
        const tab = tabs[index];
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`panel-${id}-${index}`}
            aria-labelledby={`tab-${id}-${index}`}
            className="tab-panel"
            data-value={tab.value}
            // The label's words (a label may be JSX): the no-JS heading and the Markdown twin read them.
            data-label={reactText(tab.label) || tab.value}
            hidden={tab.value !== chosen}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}

/** A tab's attributes but its class (merged with the theme's above). */
function withoutClassName(attributes: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!attributes) return {};
  const { className: _className, ...rest } = attributes;
  return rest;
}
