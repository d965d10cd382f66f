import { holdEarlyClicks, releaseHeldClicks, replayEarlyClicks } from './earlyClicks';

describe('taps before a server-rendered page hydrates', () => {
  afterEach(() => {
    releaseHeldClicks();
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

  it('on the page’s own area wait until that area has hydrated, and new taps there too', () => {
    document.body.innerHTML =
      '<div id="root"><header><button type="button">Menu</button></header>' +
      '<main class="page-area"><button type="button">Pay now</button><button type="button">Later</button></main></div>';
    const [menu, pay, later] = [...document.querySelectorAll('button')];
    const seen: string[] = [];
    for (const control of [menu!, pay!, later!])
      control.addEventListener('click', () => seen.push(control.textContent ?? ''));
    holdEarlyClicks();
    pay!.click();
    menu!.click();
    // The shell has hydrated: its taps are played, the area's wait.
    replayEarlyClicks({ waitingArea: '.page-area' });
    expect(seen).toEqual(['Menu']);
    // The shell's buttons work as usual meanwhile; the area's taps are still held.
    menu!.click();
    later!.click();
    expect(seen).toEqual(['Menu', 'Menu']);
    // The area has hydrated: its taps, in order, and then nothing is held.
    releaseHeldClicks();
    expect(seen).toEqual(['Menu', 'Menu', 'Pay now', 'Later']);
    pay!.click();
    expect(seen).toEqual(['Menu', 'Menu', 'Pay now', 'Later', 'Pay now']);
  });

  it('on an area that failed are not played on its old buttons, and its new ones work', () => {
    document.body.innerHTML =
      '<div id="root"><main class="page-area"><button type="button">Pay now</button></main></div>';
    const area = document.querySelector('main')!;
    const pay = document.querySelector('button')!;
    const paid = jest.fn();
    pay.addEventListener('click', paid);
    holdEarlyClicks();
    pay.click();
    replayEarlyClicks({ waitingArea: '.page-area' });
    // The area shows its failure instead, with Retry.
    area.innerHTML = '<button type="button">Retry</button>';
    releaseHeldClicks();
    const retried = jest.fn();
    area.querySelector('button')!.addEventListener('click', retried);
    area.querySelector('button')!.click();
    expect(paid).not.toHaveBeenCalled();
    expect(retried).toHaveBeenCalledTimes(1);
  });
});
