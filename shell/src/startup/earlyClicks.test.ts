import { holdEarlyClicks, replayEarlyClicks } from './earlyClicks';

describe('taps before a server-rendered page hydrates', () => {
  afterEach(() => {
    replayEarlyClicks();
    document.body.innerHTML = '';
  });

  function page(): { button: HTMLButtonElement; submit: HTMLButtonElement; outside: HTMLButtonElement } {
    document.body.innerHTML =
      '<div id="root"><button type="button">Categories<span>icon</span></button>' +
      '<form><button type="submit">Buy now</button></form></div><button type="button">Outside</button>';
    const [button, submit, outside] = document.querySelectorAll('button');
    return { button: button!, submit: submit!, outside: outside! };
  }

  it('are held on the page’s buttons and tapped again once it hydrates', () => {
    const { button, submit, outside } = page();
    holdEarlyClicks();
    button.querySelector('span')?.click();
    const submitted = submit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    outside.click();
    // A submit button does not post its form before the page's own handler can.
    expect(submitted).toBe(false);
    const seen: string[] = [];
    for (const control of [button, submit])
      control.addEventListener('click', (event) => {
        seen.push(control.textContent ?? '');
        event.preventDefault();
      });
    replayEarlyClicks();
    expect(seen).toEqual(['Categoriesicon', 'Buy now']);
    // Not held any more.
    button.click();
    expect(seen).toHaveLength(3);
  });

  it('are dropped when the page is rendered afresh (its buttons replaced)', () => {
    const { button } = page();
    holdEarlyClicks();
    button.click();
    const seen = jest.fn();
    button.addEventListener('click', seen);
    button.remove();
    replayEarlyClicks();
    expect(seen).not.toHaveBeenCalled();
  });
});
