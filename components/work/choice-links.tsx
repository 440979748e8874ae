import { BASE_PATH } from '@/config/site';
import styles from './choice-links.module.scss';

export type Choice = { path: string; label: string; lang?: 'de'; current?: boolean };

/** The pages of a choice (the available works, each category), as a row of links any visitor can follow. */
export function ChoiceLinks({ choices, label }: { choices: Choice[]; label: string }) {
  return (
    <nav className={styles.choices} aria-label={label}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.path}>
            <a href={`${BASE_PATH}${choice.path}`} lang={choice.lang} aria-current={choice.current ? 'page' : undefined}>
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
