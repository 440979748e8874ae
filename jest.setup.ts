import '@testing-library/jest-dom';
// Importing the test utilities replaces IntersectionObserver with a mock before each test.
import 'react-intersection-observer/test-utils';
import { TextDecoder as NodeTextDecoder } from 'node:util';

// jsdom has no TextDecoder, and lib/server/artist-texts.ts decodes the artist's texts as the build does.
globalThis.TextDecoder ??= NodeTextDecoder as typeof TextDecoder;

// jsdom has no layout, so no ResizeObserver and no matchMedia: the carousel needs both to exist.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= ResizeObserverStub;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> but not its modal methods: enough of them for the viewer's state to be tested.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// Nor PointerEvent: a mouse event with the pointer's kind is all the swipe needs.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerType: string;
    readonly isPrimary: boolean;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
      this.isPrimary = init.isPrimary ?? false;
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}
