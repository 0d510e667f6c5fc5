// The events client navigation (navigation.ts) fires on `document`, for the
// islands and for a site's client modules (client-lifecycles.ts), which are
// bundled apart and so cannot share navigation's state, only these names.

/** A new page is on screen (after a client navigation; not on a full load). */
export const PAGE_EVENT = 'px:page';
/** A client navigation starts: `detail.url` is where it goes. */
export const ROUTE_UPDATE_EVENT = 'px:route-update';
/** The navigation is slow: the loading indicator shows. */
export const ROUTE_DELAYED_EVENT = 'px:route-delayed';

export interface RouteUpdateDetail {
  url: string;
}
