import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Input, Modal, Typography, theme, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDesign } from '../shell/design-context';
import { HighlightedText } from '../tree/highlighted-text';
import { KindIcon } from '../tree/kind-icon';
import { DESIGN_TEST_IDS } from '../shell/test-ids';
import { quickOpenSearch, type QuickOpenMatch } from './quick-open-search';
import '../../../components/plain/plain.css';
import './quick-open.css';

/** Enough to choose from; more would only be scrolled past (typing more narrows them). */
const LIMIT = 50;
const SECONDARY = 'secondary';
const COMBOBOX = 'combobox';
const LISTBOX = 'listbox';
const OPTION = 'option';
const LIST = 'list';
const LARGE = 'large';
const OPTION_CLASS = 'heron-quick-open-option';
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface QuickOpenDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Quick open (issue 21, Ctrl/Cmd+K): finds an endpoint, data model or document by name, path or
 * method, as the tree's search does; the arrows choose, Enter opens it in a tab.
 */
export function QuickOpenDialog({ open, onClose }: QuickOpenDialogProps) {
  const { t } = useTranslation();
  const inputRef = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('design.quickOpen.title')}
      footer={null}
      width={640}
      style={{ top: 80 }}
      destroyOnHidden
      afterOpenChange={(isOpen) => {
        if (isOpen) inputRef.current?.focus();
      }}
    >
      {open && <QuickOpenSearch inputRef={inputRef} onClose={onClose} />}
    </Modal>
  );
}

function QuickOpenSearch({
  inputRef,
  onClose,
}: {
  inputRef: RefObject<InputRef | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { index, actions } = useDesign();
  const listId = useId();
  const [text, setText] = useState('');
  // Searching thousands of items must not hold up typing.
  const query = useDeferredValue(text);
  const result = useMemo(() => quickOpenSearch(index, query, LIMIT), [index, query]);
  const [chosen, setChosen] = useState({ query, at: 0 });
  // A new search starts from its best match.
  const at = chosen.query === query ? Math.min(chosen.at, result.matches.length - 1) : 0;
  const optionId = (position: number) => `${listId}-${position}`;

  const openMatch = (match: QuickOpenMatch | undefined) => {
    if (!match) return;
    actions.openItem(match.node.id);
    onClose();
  };
  const choose = (position: number) => {
    setChosen({ query, at: position });
    document.getElementById(optionId(position))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = result.matches.length;
    if (event.key === 'Enter') {
      event.preventDefault();
      openMatch(result.matches[at]);
    } else if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose((at + step + count) % count);
    }
  };

  const hasMatches = result.matches.length > 0;
  return (
    <div data-testid={DESIGN_TEST_IDS.quickOpenDialog}>
      <Input
        ref={inputRef}
        autoFocus
        size={LARGE}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('design.quickOpen.placeholder')}
        aria-label={t('design.quickOpen.placeholder')}
        role={COMBOBOX}
        aria-expanded={hasMatches}
        aria-controls={listId}
        aria-autocomplete={LIST}
        aria-activedescendant={hasMatches ? optionId(at) : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role={LISTBOX}
        aria-label={t('design.quickOpen.results')}
        className="heron-quick-open-list"
      >
        {result.matches.map((match, position) => (
          <li
            key={match.node.id}
            id={optionId(position)}
            role={OPTION}
            aria-selected={position === at}
            className={OPTION_CLASS}
            data-testid={`design-quick-open-${match.node.id}`}
            onMouseMove={() => {
              if (position !== at) setChosen({ query, at: position });
            }}
            onClick={() => openMatch(match)}
          >
            <KindIcon kind={match.node.kind} method={match.node.method} />
            {/* The name comes first: the path and the folders give way to it. */}
            <span style={{ ...ELLIPSIS, flex: '0 0 auto', maxWidth: '60%', fontWeight: 500 }}>
              <HighlightedText text={match.node.name} tokens={result.tokens} />
            </span>
            {match.node.path && (
              <Typography.Text type={SECONDARY} style={{ ...ELLIPSIS, flex: '1 1 0', minWidth: 0 }}>
                <HighlightedText text={match.node.path} tokens={result.tokens} />
              </Typography.Text>
            )}
            {match.folders.length > 0 && (
              <Typography.Text
                type={SECONDARY}
                style={{
                  ...ELLIPSIS,
                  marginLeft: 'auto',
                  paddingLeft: 12,
                  flex: '0 1 auto',
                  maxWidth: '30%',
                  fontSize: token.fontSizeSM,
                }}
              >
                {match.folders.join(' / ')}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
      <Typography.Text type={SECONDARY} style={{ display: 'block', marginTop: 8 }}>
        {result.tokens.length === 0
          ? t('design.quickOpen.hint')
          : !hasMatches
            ? t('design.quickOpen.noMatches')
            : result.isCut
              ? t('design.quickOpen.more', { count: LIMIT })
              : t('design.quickOpen.hint')}
      </Typography.Text>
    </div>
  );
}
