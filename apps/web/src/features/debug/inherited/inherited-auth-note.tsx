import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { credentialVariables, type UsedScheme } from './inherited-auth-source';
import { useInheritedAuthScope } from './inherited-auth-scope';
import { INHERITED_TEST_IDS } from './test-ids';
import { useInheritedAuthSource } from './use-inherited-auth-source';

const SECONDARY = 'secondary';
const DANGER = 'danger';

export interface InheritedAuthNoteProps {
  projectId: string;
  /** The endpoint (or folder) whose folders are asked; null for a request of no endpoint. */
  itemId: string | null;
}

/**
 * Where an `inherit` auth comes from and what it is: "From folder Orders: Bearer token", "From
 * the project's security: bearerAuth (HTTP bearer)", or why there is none. From the saved design,
 * as the server decides when sending.
 */
export function InheritedAuthNote({ projectId, itemId }: InheritedAuthNoteProps) {
  const { t, i18n } = useTranslation();
  const { source, isError } = useInheritedAuthSource(projectId, itemId);
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const schemeText = (scheme: UsedScheme) => {
    const kind =
      scheme.kind === 'apiKey'
        ? t('debug.request.inherited.kinds.apiKey', {
            place: t(`debug.request.inherited.places.${scheme.in}`),
            key: scheme.keyName,
          })
        : scheme.kind === 'http'
          ? t('debug.request.inherited.kinds.http', { scheme: scheme.scheme })
          : t(`debug.request.inherited.kinds.${scheme.kind}`);
    return t('debug.request.inherited.scheme', { name: scheme.name, kind });
  };

  const isFailure = isError && source.kind !== 'folder';
  let lines: string[];
  if (isFailure) lines = [t('debug.request.inherited.failed')];
  else if (source.kind === 'loading') lines = [t('debug.request.inherited.loading')];
  else if (source.kind === 'folder') {
    lines = [
      t('debug.request.inherited.fromFolder', {
        folder: source.folderName,
        auth: t(`debug.request.auth.types.${source.auth.type}`),
      }),
    ];
  } else if (source.kind === 'design') {
    lines = [
      t(`debug.request.inherited.from.${source.level}`, {
        schemes: list(source.schemes.map(schemeText)),
      }),
      t('debug.request.inherited.credentials', {
        variables: list(credentialVariables(source.schemes)),
      }),
    ];
  } else lines = [t(`debug.request.inherited.none.${source.reason}`)];

  return (
    <Flex vertical gap={2} data-testid={INHERITED_TEST_IDS.note}>
      {lines.map((line, at) => (
        <Typography.Text key={line} type={isFailure ? DANGER : at === 0 ? undefined : SECONDARY}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * The note for the debugger's request, from the scope its pane gives; `fallback` outside one
 * (a builder shown on its own).
 */
export function ScopedInheritedAuthNote({ fallback }: { fallback: ReactNode }) {
  const scope = useInheritedAuthScope();
  if (!scope) return fallback;
  return <InheritedAuthNote projectId={scope.projectId} itemId={scope.endpointId} />;
}
