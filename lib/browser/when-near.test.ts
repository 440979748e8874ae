import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { whenHashStartsWith, whenNear } from './when-near';

/** Whether the promise has settled by the time pending callbacks have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('waiting for a section to come near', () => {
  it('waits while the section is far from the view, and resolves once it comes near', async () => {
    const section = document.createElement('section');
    document.body.append(section);
    const near = whenNear(section, '100% 0px');
    expect(await settled(near)).toBe(false);
    mockIsIntersecting(section, true);
    expect(await settled(near)).toBe(true);
    section.remove();
  });

  it('does not wait where there is no section to watch', async () => {
    expect(await settled(whenNear(null, '100% 0px'))).toBe(true);
  });
});

describe('waiting for an address that names a work', () => {
  it('resolves at once when the address already names one', async () => {
    window.history.replaceState(null, '', '/#bild-alte-buche');
    expect(await settled(whenHashStartsWith('#bild-'))).toBe(true);
  });

  it('waits on another fragment, and resolves when the address changes to name a work', async () => {
    window.history.replaceState(null, '', '/#info');
    const named = whenHashStartsWith('#bild-');
    expect(await settled(named)).toBe(false);
    window.history.replaceState(null, '', '/#bild-kopfweide');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await settled(named)).toBe(true);
  });
});
