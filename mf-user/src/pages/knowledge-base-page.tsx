import { Tag } from 'shared/ui-kit';
import {
  FileOutline,
  FolderOutline,
  PictureOutline,
  RightOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, PagedView, Section, formatFileSize, usePagedData } from 'shared/standalone';
import { SearchField } from 'shared/standalone/search-field';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { LinkItem } from '../components/link-item';
import { FILE_KIND_LABELS } from '../components/user-labels';
import styles from './knowledge-base-page.module.css';

type KbFile = ContractData<'get', '/api/kb'>['list'][number];

const FILE_ICONS: Record<KbFile['kind'], ReactNode> = {
  pdf: <FileOutline />,
  doc: <FileOutline />,
  image: <PictureOutline />,
  video: <VideoOutline />,
};

const icon = (node: ReactNode, folder = false) => (
  <span className={folder ? `${styles.icon} ${styles.folder}` : styles.icon} aria-hidden>
    {node}
  </span>
);

/**
 * Knowledge base: a folder's subfolders and files (?folder_id=, the root without it), with the
 * path back up; a search looks through every folder.
 */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const folderId = Number(params.get('folder_id')) || undefined;
  const [keyword, setKeyword] = useState('');
  const files = usePagedData(
    (page, signal) =>
      api.get('/api/kb', {
        query: {
          page,
          pageSize: 20,
          ...(keyword ? { keyword } : folderId ? { folder_id: folderId } : {}),
        },
        loading: false,
        toast: false,
        signal,
      }),
    [folderId, keyword],
  );
  const first = files.firstPage;
  const empty = first !== null && first.folders.length === 0 && first.list.length === 0;
  return (
    <AreaPage title="page.user.file">
      <div className={styles.search}>
        <SearchField
          label={t('user.file.search')}
          placeholder={t('user.file.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      {first && !keyword && first.path.length > 0 ? (
        <nav aria-label={t('user.file.path')} className={styles.path}>
          <Link to={PATHS.user.file}>{t('page.user.file')}</Link>
          {first.path.map((folder, index) => (
            <span key={folder.id} className={styles.step}>
              <RightOutline aria-hidden className={styles.separator} />
              {index === first.path.length - 1 ? (
                <span aria-current="page">{folder.name}</span>
              ) : (
                <Link to={`${PATHS.user.file}?folder_id=${folder.id}`}>{folder.name}</Link>
              )}
            </span>
          ))}
        </nav>
      ) : null}
      {first && first.folders.length > 0 ? (
        <Section title={t('user.file.folders')}>
          <CardList>
            {first.folders.map((folder) => (
              <LinkItem
                key={folder.id}
                to={`${PATHS.user.file}?folder_id=${folder.id}`}
                prefix={icon(<FolderOutline />, true)}
                extra={t('user.file.fileCount', { count: folder.file_count })}
              >
                {folder.name}
              </LinkItem>
            ))}
          </CardList>
        </Section>
      ) : null}
      {empty ? (
        <EmptyState kind={keyword ? 'search' : 'data'} />
      ) : (
        <PagedView paged={files} empty={first && first.folders.length > 0 ? <span /> : undefined}>
          {(items) =>
            items.length ? (
              <Section title={t('user.file.files')}>
                <CardList>
                  {items.map((file) => (
                    <LinkItem
                      key={file.id}
                      to={`${PATHS.user.fileLook}?id=${file.id}`}
                      prefix={icon(FILE_ICONS[file.kind])}
                      description={
                        <span className={styles.meta}>
                          <Tag color="primary" fill="outline">
                            {t(FILE_KIND_LABELS[file.kind])}
                          </Tag>
                          <span>
                            {keyword ? `${file.folder.name} · ` : ''}
                            {formatFileSize(file.size_bytes)} · {file.uploaded_by}
                          </span>
                        </span>
                      }
                      extra={
                        file.read_count > 0 ? (
                          <span className={styles.read}>{t('user.file.read')}</span>
                        ) : null
                      }
                    >
                      {file.title}
                    </LinkItem>
                  ))}
                </CardList>
              </Section>
            ) : null
          }
        </PagedView>
      )}
    </AreaPage>
  );
}
