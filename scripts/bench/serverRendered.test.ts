import { isServerRendered } from './serverRendered';

const page = (root: string) => `<html><body>${root}<script src="/main.js"></script></body></html>`;

describe('isServerRendered', () => {
  it("sees a guest's rendered page by the marker on #root", () => {
    expect(isServerRendered(page('<div id="root" data-server-rendered><main>Home</main></div>'), false)).toBe(
      true,
    );
    expect(isServerRendered(page('<div id="root" data-server-rendered=""><main /></div>'), false)).toBe(true);
  });

  it('counts a page sent for the browser to render as not rendered', () => {
    expect(isServerRendered(page('<div id="root"></div>'), false)).toBe(false);
    expect(isServerRendered(page('<div id="root"></div><p data-server-rendered>elsewhere</p>'), false)).toBe(
      false,
    );
  });

  it("counts a member's page only when it was rendered for the member", () => {
    expect(isServerRendered(page('<div id="root" data-server-rendered="member"></div>'), true)).toBe(true);
    expect(isServerRendered(page('<div id="root" data-server-rendered></div>'), true)).toBe(false);
  });
});
