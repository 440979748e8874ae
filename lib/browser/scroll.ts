// Smooth scrolling to a section, as SPEC sections 3, 4 and 8 describe it (the behaviour of
// ngx-scroll-to): 650 ms, a 16 ms tick, easeInOutQuad, offset 0, stopped by the visitor's wheel or touch.
export const SCROLL_DURATION_MS = 650;
export const SCROLL_TICK_MS = 16;

export const EASINGS = {
  linear: (t: number) => t,
  easeInQuad: (t: number) => t * t,
  easeOutQuad: (t: number) => t * (2 - t),
  easeInOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t),
  easeInOutCubic: (t: number) => (t < 0.5 ? 4 * t * t * t : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1),
} as const;

export type Easing = keyof typeof EASINGS;

/** The events that may trigger a scroll, with the React prop that listens for each. */
export const SCROLL_TRIGGER_EVENTS = {
  click: 'onClick',
  mouseenter: 'onMouseEnter',
  mouseover: 'onMouseOver',
  mousedown: 'onMouseDown',
  mouseup: 'onMouseUp',
  dblclick: 'onDoubleClick',
  contextmenu: 'onContextMenu',
  blur: 'onBlur',
  focus: 'onFocus',
} as const;

export type ScrollTriggerEvent = keyof typeof SCROLL_TRIGGER_EVENTS;

/** What the visitor does that takes the page back from a running animation. */
export const SCROLL_INTERRUPT_EVENTS = ['wheel', 'touchstart', 'touchmove'] as const;

export type ScrollOptions = {
  target: string | HTMLElement;
  container?: string | HTMLElement;
  action?: string;
  duration?: number;
  easing?: Easing;
  offset?: number;
  /** Offsets by media query ('(max-width: 767px)' → 55): the first that matches wins over `offset`. */
  offsetMap?: Map<string, number>;
};

export const SCROLL_DEFAULTS = {
  action: 'click',
  duration: SCROLL_DURATION_MS,
  easing: 'easeInOutQuad',
  offset: 0,
} as const satisfies Partial<ScrollOptions>;

export type ScrollAnimation = {
  stop(): void;
  finished: Promise<'completed' | 'interrupted'>;
};

/** The React prop that listens for the trigger event; throws for an event it cannot listen to. */
export function scrollTriggerProp(action: string = SCROLL_DEFAULTS.action) {
  if (!Object.hasOwn(SCROLL_TRIGGER_EVENTS, action)) throw new Error(`Unsupported Event '${action}'`);
  return SCROLL_TRIGGER_EVENTS[action as ScrollTriggerEvent];
}

function findElement(reference: string | HTMLElement, message: string): HTMLElement {
  const element = typeof reference === 'string' ? document.getElementById(reference.replace(/^#/, '')) : reference;
  if (!element || !element.isConnected) throw new Error(message);
  return element;
}

function resolveOffset(options: ScrollOptions): number {
  for (const [query, offset] of options.offsetMap ?? []) {
    if (window.matchMedia(query).matches) return offset;
  }
  return options.offset ?? SCROLL_DEFAULTS.offset;
}

/** Whether the visitor has asked for less motion: then every scroll jumps. */
export const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls the window (or a container) to the target; resolves when it arrives or the visitor interrupts. */
export function scrollTo(options: ScrollOptions): ScrollAnimation {
  scrollTriggerProp(options.action);
  const target = findElement(options.target, 'Unable to find Target Element');
  const container = options.container ? findElement(options.container, 'Unable to find Container Element') : undefined;

  const viewport = container ?? document.scrollingElement ?? document.documentElement;
  const start = container ? container.scrollTop : window.scrollY;
  const targetTop = container
    ? target.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop
    : target.getBoundingClientRect().top + window.scrollY;
  const maxScroll = Math.max(0, viewport.scrollHeight - (container ? container.clientHeight : window.innerHeight));
  const end = Math.min(Math.max(0, targetTop - resolveOffset(options)), maxScroll);
  const moveTo = (top: number) => (container ? (container.scrollTop = top) : window.scrollTo(0, top));

  const duration = prefersReducedMotion() ? 0 : (options.duration ?? SCROLL_DEFAULTS.duration);
  const ease = EASINGS[options.easing ?? SCROLL_DEFAULTS.easing];
  const listenOn: EventTarget = container ?? window;

  let timer: ReturnType<typeof setInterval> | undefined;
  let settle: (how: 'completed' | 'interrupted') => void = () => {};
  const finished = new Promise<'completed' | 'interrupted'>((resolve) => (settle = resolve));
  const interrupt = () => finish('interrupted');
  const finish = (how: 'completed' | 'interrupted') => {
    clearInterval(timer);
    for (const event of SCROLL_INTERRUPT_EVENTS) listenOn.removeEventListener(event, interrupt);
    settle(how);
  };

  if (duration <= 0 || start === end) {
    moveTo(end);
    finish('completed');
  } else {
    for (const event of SCROLL_INTERRUPT_EVENTS) listenOn.addEventListener(event, interrupt, { passive: true });
    const began = performance.now();
    timer = setInterval(() => {
      const progress = Math.min(1, (performance.now() - began) / duration);
      moveTo(start + (end - start) * ease(progress));
      if (progress >= 1) finish('completed');
    }, SCROLL_TICK_MS);
  }

  return { stop: () => finish('interrupted'), finished };
}
