'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Labels } from '@/lib/labels/de';
import { fill } from '@/lib/labels/fill';
import type { FilterOptions } from '@/lib/domain/work-facets';
import { compareWorks, formatFilters, matches, parseFilters, type FilterState, type SizeClass, type TileFacets } from '@/lib/domain/work-filters';
import styles from './work-filters.module.scss';

type Props = { options: FilterOptions; labels: Labels['filters']; total: number };

type Tile = { item: HTMLElement; home: HTMLElement; facets: TileFacets };

/** A tile's facets, as the page of all works wrote them on its list item. */
function readTile(item: HTMLElement): Tile {
  const { reihe, technik, jahr, groesse, preis } = item.dataset;
  return {
    item,
    home: item.parentElement!,
    facets: {
      category: reihe ?? '',
      media: technik ? technik.split(' ') : [],
      year: jahr ? Number(jahr) : undefined,
      size: groesse as SizeClass | undefined,
      price: preis ? Number(preis) : undefined,
      available: item.dataset.verfuegbar !== undefined,
    },
  };
}

/**
 * Shows the tiles the choice matches, in the order chosen, by changing the server's markup in place:
 * the `hidden` attribute on tiles and on categories left empty, and for a sorting of hers the tiles
 * moved into one list of their own and back. No tile is rendered again, so 300 works cost little.
 */
function show(root: HTMLElement, tiles: Tile[], state: FilterState): number {
  let shown = 0;
  for (const { item, facets } of tiles) {
    const match = matches(facets, state);
    // Only what changes is written, so the style of tiles that stay is not worked out again.
    if (item.hidden === match) item.hidden = !match;
    if (match) shown++;
  }
  const sorted = root.querySelector<HTMLElement>('[data-sorted]')!;
  if (state.sort) {
    const order = compareWorks(state.sort);
    sorted.append(...[...tiles].sort((a, b) => order(a.facets, b.facets)).map(({ item }) => item));
  } else if (sorted.childElementCount > 0) {
    for (const { item, home } of tiles) home.append(item);
  }
  sorted.hidden = !state.sort;
  for (const section of root.querySelectorAll<HTMLElement>('[data-category]')) {
    section.hidden = Boolean(state.sort) || section.querySelector('li:not([hidden])') === null;
  }
  return shown;
}

/**
 * The filters on the page of all works: a form whose every change is a step in the browser's
 * history (pushState), as each is a choice made on purpose (a select, a checkbox: nothing typed
 * letter by letter), so Back undoes it and the address can be shared; opening such an address, or
 * coming back to one, shows the same choice.
 */
export function WorkFilters({ options, labels, total }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const tiles = useRef<Tile[]>([]);
  const [state, setState] = useState<FilterState>({});
  const [shown, setShown] = useState(total);

  const apply = (next: FilterState) => {
    setState(next);
    setShown(show(form.current!.closest('main')!, tiles.current, next));
  };

  // Once, on the markup the server made.
  useEffect(() => {
    const main = form.current!.closest('main')!;
    tiles.current = [...main.querySelectorAll<HTMLElement>('li[data-reihe]')].map(readTile);
    const restore = () => apply(parseFilters(location.search));
    if (location.search) restore();
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, []);

  const choose = (next: FilterState) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '')) as FilterState;
    apply(clean);
    // After the tiles are painted: Next's router hears pushState and renders its tree again, work
    // the visitor need not wait for.
    const address = `${location.pathname}${formatFilters(clean)}`;
    requestAnimationFrame(() => setTimeout(() => history.pushState(null, '', address)));
  };
  const pick = (key: keyof FilterState, asNumber = false) => (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    choose({ ...state, [key]: value === '' ? undefined : asNumber ? Number(value) : value });
  };
  const clear = () => choose({});
  const chosen = Object.keys(state).length > 0;

  const select = (key: keyof FilterState, label: string, any: string, choices: { value: string | number; label: string }[], asNumber = false) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.select} value={String(state[key] ?? '')} onChange={pick(key, asNumber)}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
  const years = options.years.map((year) => ({ value: year, label: String(year) }));

  return (
    <form ref={form} className={styles.form} aria-label={labels.form} onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{labels.filter}</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={state.verfuegbar === true} onChange={(event) => choose({ ...state, verfuegbar: event.currentTarget.checked || undefined })} />
          {labels.available}
        </label>
        {select('reihe', labels.category, labels.allCategories, options.categories)}
        {select('technik', labels.technique, labels.allTechniques, options.media)}
        {select('von', labels.yearFrom, labels.anyYear, years, true)}
        {select('bis', labels.yearTo, labels.anyYear, years, true)}
        {select('groesse', labels.size, labels.anySize, options.sizes.map((size) => ({ value: size, label: labels.sizes[size] })))}
        {options.prices.length > 0 && select('preis', labels.price, labels.anyPrice, options.prices)}
      </fieldset>
      <div className={styles.result}>
        <div className={styles.count} role="status">
          <p>{fill(labels.count, { shown, total })}</p>
          {shown === 0 && <p className={styles.empty}>{labels.empty}</p>}
        </div>
        {chosen && (
          <button type="button" className={styles.clear} onClick={clear}>
            {labels.clear}
          </button>
        )}
        <div className={styles.sort}>
          {select('sort', labels.sort, labels.sorts.eigen, [
            { value: 'neu', label: labels.sorts.neu },
            { value: 'preis', label: labels.sorts.preis },
          ])}
        </div>
      </div>
    </form>
  );
}
