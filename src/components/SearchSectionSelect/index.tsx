/** The section filter of the search box and the results page: all sections, or one of SEARCH_SECTIONS. */
import React, {type ReactNode} from 'react';
import {SEARCH_SECTIONS, type SearchSection} from '@site/src/constants';
import {isSearchSection} from '@site/src/search/url';

interface Props {
  value: SearchSection | undefined;
  onChange: (section: SearchSection | undefined) => void;
  className?: string;
  /** Form field name, for the results page's form without JavaScript. */
  name?: string;
}

export default function SearchSectionSelect({value, onChange, className, name}: Props): ReactNode {
  return (
    <label className={className}>
      <span>Section</span>
      <select
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(isSearchSection(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">All sections</option>
        {SEARCH_SECTIONS.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
