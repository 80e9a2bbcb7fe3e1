import { List, SearchBar, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { formatSize } from '../components/format';
import { FILE_KIND_LABELS } from '../components/user-labels';

const linkStyle = { color: 'inherit', textDecoration: 'none', display: 'block' } as const;

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
    <AreaPage title="page.user.file" about="user.file.about">
      <div style={{ padding: '0 12px 8px' }}>
        <SearchBar
          placeholder={t('user.file.search')}
          aria-label={t('user.file.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      {first && !keyword ? (
        <nav aria-label={t('user.file.path')} style={{ padding: '0 16px 8px', fontSize: 13 }}>
          <Link to={PATHS.user.file}>{t('page.user.file')}</Link>
          {first.path.map((folder) => (
            <span key={folder.id}>
              {' / '}
              <Link to={`${PATHS.user.file}?folder_id=${folder.id}`}>{folder.name}</Link>
            </span>
          ))}
        </nav>
      ) : null}
      {first && first.folders.length > 0 ? (
        <List header={t('user.file.folders')}>
          {first.folders.map((folder) => (
            <Link
              key={folder.id}
              to={`${PATHS.user.file}?folder_id=${folder.id}`}
              style={linkStyle}
            >
              <List.Item
                arrowIcon
                prefix="📁"
                extra={t('user.file.fileCount', { count: folder.file_count })}
              >
                {folder.name}
              </List.Item>
            </Link>
          ))}
        </List>
      ) : null}
      {empty ? (
        <EmptyState kind={keyword ? 'search' : 'data'} />
      ) : (
        <PagedView paged={files} empty={first && first.folders.length > 0 ? <span /> : undefined}>
          {(items) => (
            <List header={items.length ? t('user.file.files') : undefined}>
              {items.map((file) => (
                <Link key={file.id} to={`${PATHS.user.fileLook}?id=${file.id}`} style={linkStyle}>
                  <List.Item
                    arrowIcon
                    prefix={
                      <Tag color="primary" fill="outline">
                        {t(FILE_KIND_LABELS[file.kind])}
                      </Tag>
                    }
                    description={`${keyword ? `${file.folder.name} · ` : ''}${formatSize(file.size_bytes)} · ${file.uploaded_by}`}
                    extra={
                      file.read_count > 0 ? (
                        <span style={{ fontSize: 12, color: '#999999' }}>
                          {t('user.file.read')}
                        </span>
                      ) : null
                    }
                  >
                    {file.title}
                  </List.Item>
                </Link>
              ))}
            </List>
          )}
        </PagedView>
      )}
    </AreaPage>
  );
}
