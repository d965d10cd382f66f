// Every link store-api's seed hands the shop (home banners and popups) lands on a page of the shop's
// route table (shell/src/routes/routeTable.ts), never on /error/404. A check across the two packages,
// so it lives with the repository's other cross-package checks.
import { routeOfPath } from 'shell/route-table';
import { seedBanners, seedPopups } from '../../store-api/src/db/seed/siteData';

describe('seeded links', () => {
  it.each([...seedBanners, ...seedPopups].map((item) => [item.title, item.link]))(
    '%s (%s) is a route of the shop',
    (_title, link) => {
      const url = new URL(link, 'http://shop.test');
      expect(url.origin).toBe('http://shop.test');
      const route = routeOfPath(url.pathname)?.route.path;
      expect(route).toBeDefined();
      expect(route).not.toBe('/error/:status');
    },
  );
});
