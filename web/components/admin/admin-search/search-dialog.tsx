// The Find anything dialog (docs/product.md#admin-find-anything): a combobox over a grouped listbox. Focus stays in
// the field; the arrow keys move the active result (aria-activedescendant), Enter or a click opens it, Escape
// closes. The server is asked once the admin pauses; the last results stay on show while the next load.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../../../common/paging.ts';
import { isSearchable, useAdminSearch } from '../../../api/admin/search-admin.ts';
import { adminSearchContent as content } from '../../../content/admin-search.ts';
import { Modal } from '../../modal/modal.tsx';
import { searchGroupsOf, type SearchGroup, type SearchOption } from './search-results.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 150;

/** The line under the field: what to type, that it is searching, that it failed, found nothing, or how much. */
function statusOf(query: ReturnType<typeof useAdminSearch>, search: string, found: number): string {
  if (!isSearchable(search)) return content.hint;
  if (query.isError) return query.error.message || content.failed;
  if (!query.data || (found === 0 && query.isPlaceholderData)) return content.searching;
  return found === 0 ? content.noResults(search) : content.resultCount(found);
}

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const ids = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminSearch(search);
  const groups = isSearchable(search) && query.data ? searchGroupsOf(query.data) : [];
  const options = groups.flatMap((group) => group.options);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = options.find((option) => option.key === activeKey) ?? options[0];
  const optionId = (option: SearchOption) => `${ids}-${option.key}`;
  const listboxId = `${ids}-results`;
  const statusId = `${ids}-status`;

  useEffect(() => {
    if (active) document.getElementById(`${ids}-${active.key}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids]);

  const openOption = (option: SearchOption) => {
    onClose();
    void navigate(option.href);
  };
  const move = (step: number) => {
    if (options.length === 0) return;
    const index = active ? options.indexOf(active) : -1;
    setActiveKey(options[(index + step + options.length) % options.length]!.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openOption(active);
    }
  };

  return (
    <Modal onClose={onClose} label={content.dialogLabel} className="admin-search__dialog">
      <div className="admin-search__field">
        <svg className="admin-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="text"
          role="combobox"
          className="admin-search__input"
          aria-label={content.inputLabel}
          aria-describedby={statusId}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={active ? optionId(active) : undefined}
          placeholder={content.placeholder}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={statusId} className="admin-search__status" role="status">
        {statusOf(query, search, options.length)}
      </p>
      {options.length > 0 && (
        <div id={listboxId} role="listbox" aria-label={content.resultsLabel} className="admin-search__results" aria-busy={query.isFetching}>
          {groups.map((group) => (
            <ResultGroup
              key={group.kind}
              group={group}
              headingId={`${ids}-${group.kind}`}
              activeKey={active?.key}
              optionId={optionId}
              onHover={setActiveKey}
              onOpen={openOption}
            />
          ))}
        </div>
      )}
      <p className="admin-search__keys" aria-hidden="true">
        {content.keysHint}
      </p>
    </Modal>
  );
}

interface ResultGroupProps {
  group: SearchGroup;
  headingId: string;
  activeKey: string | undefined;
  optionId: (option: SearchOption) => string;
  onHover: (key: string) => void;
  onOpen: (option: SearchOption) => void;
}

function ResultGroup({ group, headingId, activeKey, optionId, onHover, onOpen }: ResultGroupProps) {
  return (
    <ul role="group" aria-labelledby={headingId} className="admin-search__group">
      <li role="presentation" id={headingId} className="admin-search__group-label">
        {group.label}
      </li>
      {group.options.map((option) => (
        <li
          key={option.key}
          id={optionId(option)}
          role="option"
          aria-selected={option.key === activeKey}
          className="admin-search__option"
          // The focus stays in the field: a press on a result must not take it away before the click opens it.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHover(option.key)}
          onClick={() => onOpen(option)}
        >
          {option.body}
        </li>
      ))}
    </ul>
  );
}
