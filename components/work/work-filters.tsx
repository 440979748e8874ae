'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/browser/after-paint';
import type { Labels } from '@/lib/labels/de';
import { fill } from '@/lib/labels/fill';
import type { FilterOptions } from '@/lib/domain/work-facets';
import { formatFilters, parseFilters, type FilterState } from '@/lib/domain/work-filters';
import { arrange, CATALOGUE, countShown, readTiles, type Tile } from './work-filters-arrange';
import styles from './work-filters.module.scss';

type Props = { options: FilterOptions; labels: Labels['filters']; total: number };

/**
 * The visitor's choice and how many works it shows, kept in step with the tiles and the address; set
 * once from the address on the markup the server made (which the first paint already arranged,
 * scripts/filters-first.ts), and again by Back and Forward.
 */
function useChoice(form: RefObject<HTMLFormElement | null>, total: number) {
  const catalogue = useRef<HTMLElement>(null);
  const tiles = useRef<Tile[]>([]);
  const [state, setState] = useState<FilterState>({});
  const [shown, setShown] = useState(total);
  // Which choice is the latest: one arranged after a paint gives way to any made since (Back, say).
  const turn = useRef(0);

  const apply = (next: FilterState) => {
    turn.current++;
    setState(next);
    setShown(arrange(catalogue.current!, tiles.current, next));
  };

  useEffect(() => {
    catalogue.current = form.current!.closest('main')!.querySelector<HTMLElement>(`[${CATALOGUE}]`)!;
    tiles.current = readTiles(catalogue.current);
    const restore = () => apply(parseFilters(location.search));
    if (location.search) restore();
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, [form]);

  const choose = (next: FilterState) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '')) as FilterState;
    // The form and the count answer in the input's own frame; the tiles follow in the next, as at
    // 300 works their style and layout would hold that first frame back past 100 ms on a slow phone.
    setState(clean);
    setShown(countShown(tiles.current, clean));
    const mine = ++turn.current;
    afterNextPaint(() => {
      if (turn.current !== mine) return;
      arrange(catalogue.current!, tiles.current, clean);
      // After the tiles are painted: Next's router hears pushState and renders its tree again, work
      // the visitor need not wait for.
      const address = `${location.pathname}${formatFilters(clean)}`;
      afterNextPaint(() => history.pushState(null, '', address));
    });
  };
  return { state, shown, choose };
}

/**
 * The filters on the page of all works: a form whose every change is a step in the browser's
 * history (pushState), as each is a choice made on purpose (a select, a checkbox: nothing typed
 * letter by letter), so Back undoes it and the address can be shared; opening such an address, or
 * coming back to one, shows the same choice.
 */
export function WorkFilters({ options, labels, total }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const { state, shown, choose } = useChoice(form, total);
  const [open, setOpen] = useState(false);
  const fields = useId();

  const pick = (key: keyof FilterState, asNumber = false) => (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    choose({ ...state, [key]: value === '' ? undefined : asNumber ? Number(value) : value });
  };
  const clear = () => choose({});
  const chosen = Object.keys(state).length > 0;
  const filtering = Object.keys(state).filter((key) => key !== 'sort').length;

  const select = (key: keyof FilterState, label: string, any: string, choices: { value: string | number; label: string }[], asNumber = false) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <span className={styles.chooser}>
        <select className={styles.select} value={String(state[key] ?? '')} onChange={pick(key, asNumber)}>
          <option value="">{any}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
  const years = options.years.map((year) => ({ value: year, label: String(year) }));

  return (
    <form ref={form} className={styles.form} aria-label={labels.form} data-open={open || undefined} onSubmit={(event) => event.preventDefault()}>
      {/* On a phone the choice folds away behind this button, so the works begin on the first screen. */}
      <button type="button" className={styles.fold} aria-expanded={open} aria-controls={fields} onClick={() => setOpen(!open)}>
        {filtering > 0 ? fill(labels.foldCount, { count: filtering }) : labels.fold}
      </button>
      <fieldset id={fields} className={styles.fieldset}>
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
      <div className={styles.sort}>
        {select('sort', labels.sort, labels.sorts.eigen, [
          { value: 'neu', label: labels.sorts.neu },
          { value: 'preis', label: labels.sorts.preis },
        ])}
      </div>
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
      </div>
    </form>
  );
}
