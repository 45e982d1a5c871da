import { Flex, Input } from 'antd';
import type { DesignItem, DocData, EndpointData, FolderData, ModelData } from '@heron/contract';
import { ITEM_NAME_MAX_LENGTH } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useDesign } from './design-context';
import { FolderPanel } from './folder-panel';
import { DocEditor, EndpointEditor, ModelEditor } from './lazy-editors';

export interface ItemContent {
  name: string;
  data: DesignItem['data'];
}

export interface ItemBodyProps {
  item: DesignItem;
  /** The draft when there is one, else the saved content. */
  content: ItemContent;
  onChange: (next: ItemContent) => void;
}

/** The editor of an item's kind, fed the draft and reporting every change to the shell. */
export function ItemBody({ item, content, onChange }: ItemBodyProps) {
  const { t } = useTranslation();
  const { projectId, readOnly, models, securitySchemes } = useDesign();

  switch (item.kind) {
    case 'endpoint':
      return (
        <EndpointEditor
          name={content.name}
          data={content.data as EndpointData}
          onChange={onChange}
          readOnly={readOnly}
          projectId={projectId}
          models={models}
          securitySchemes={securitySchemes}
        />
      );
    case 'model':
      return (
        <ModelEditor
          name={content.name}
          data={content.data as ModelData}
          onChange={onChange}
          readOnly={readOnly}
          models={models}
        />
      );
    case 'doc': {
      const data = content.data as DocData;
      return (
        <Flex vertical gap={12} style={{ height: '100%', minHeight: 0 }}>
          <Input
            aria-label={t('design.doc.name')}
            value={content.name}
            maxLength={ITEM_NAME_MAX_LENGTH}
            disabled={readOnly}
            onChange={(event) => onChange({ name: event.target.value, data })}
            style={{ maxWidth: 480 }}
          />
          <DocEditor
            value={data.content}
            readOnly={readOnly}
            onChange={(text) => onChange({ name: content.name, data: { ...data, content: text } })}
          />
        </Flex>
      );
    }
    case 'folder':
      return (
        <FolderPanel
          folderId={item.id}
          name={content.name}
          data={content.data as FolderData}
          onChange={onChange}
          readOnly={readOnly}
        />
      );
  }
}
