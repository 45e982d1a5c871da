import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesign } from '../shell/design-context';
import { menuItemsFor, menuTargetOf, runMenuAction } from './node-menu';
import type { TreeIndex } from '../../../lib/design/tree-index';

const TRIGGER: ('click' | 'contextMenu')[] = ['click'];

/** Where a row's menu opens: the row's key and a point in the window. */
export interface RowMenuPlace {
  key: string;
  x: number;
  y: number;
}

/**
 * The one menu of the tree's rows, opened by a right-click on a row or by its "more" button at
 * the place given. The items are worked out when it opens, for that row only.
 */
export function RowMenu({
  place,
  index,
  onClose,
}: {
  place: RowMenuPlace | null;
  index: TreeIndex;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { readOnly, actions } = useDesign();
  const target = place ? menuTargetOf(index, place.key) : null;
  const items = target ? menuItemsFor(target, readOnly, t) : [];
  return (
    <Dropdown
      open={target !== null && items.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      trigger={TRIGGER}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onClose();
          if (target) runMenuAction(target, key, actions);
        },
      }}
    >
      {/* A point-sized anchor where the menu was asked for; the menu opens below it. */}
      <span
        aria-hidden
        style={{ position: 'fixed', left: place?.x ?? 0, top: place?.y ?? 0, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
