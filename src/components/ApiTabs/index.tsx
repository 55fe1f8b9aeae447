/**
 * Tabs for the API reference (response statuses, schema and example, code sample languages). Not
 * @theme/Tabs: its tabs name no panel (`aria-controls`), which the Nu HTML checker reports as an error
 * on every page, and it remounts every panel once the page hydrates (facebook/docusaurus#5653). These
 * are WAI-ARIA tabs: buttons that control panels, arrow keys, Home and End; every panel is in the
 * server's HTML, and without JavaScript all of them show (the `noscript` style of the config).
 */
import React, {isValidElement, useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {createStorageSlot} from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface PanelProps {
  readonly value: string;
  readonly label: string;
  readonly children?: ReactNode;
}

/** One tab's content; `ApiTabs` renders it as the panel of its tab. */
export function ApiTab({children}: PanelProps): ReactNode {
  return children;
}

interface Props {
  /** Unique on the page: the tabs' and panels' ids start with it. */
  readonly id: string;
  /** What the tabs choose between, for screen readers. */
  readonly label: string;
  /** Where the reader's choice is kept, so that other pages open on it. */
  readonly storageKey?: string;
  readonly children: ReactNode;
}

export default function ApiTabs({id, label, storageKey, children}: Props): ReactNode {
  const panels = React.Children.toArray(children)
    .filter((child): child is ReactElement<PanelProps> => isValidElement(child))
    .map((element) => ({...element.props, element}));
  const values = panels.map((panel) => panel.value);
  const [selected, setSelected] = useState(values[0]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const stored = storageKey ? createStorageSlot(storageKey).get() : null;
    if (stored && values.includes(stored)) setSelected(stored);
    // The stored choice is read once, after hydration, so that the server's HTML and the first render agree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (value: string): void => {
    setSelected(value);
    if (storageKey) createStorageSlot(storageKey).set(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const last = values.length - 1;
    const target = {ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last}[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    choose(values[target] ?? '');
  };

  return (
    <div className={styles.container}>
      <div role="tablist" aria-label={label} className={clsx('tabs', styles.tabList)}>
        {panels.map((panel, index) => (
          <button
            key={panel.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${panel.value}`}
            aria-controls={`${id}-panel-${panel.value}`}
            aria-selected={panel.value === selected}
            tabIndex={panel.value === selected ? 0 : -1}
            className={clsx('tabs__item', styles.tab, panel.value === selected && 'tabs__item--active')}
            onClick={() => choose(panel.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.value}
          role="tabpanel"
          id={`${id}-panel-${panel.value}`}
          aria-labelledby={`${id}-tab-${panel.value}`}
          hidden={panel.value !== selected}
          className={styles.panel}
        >
          {panel.element}
        </div>
      ))}
    </div>
  );
}
