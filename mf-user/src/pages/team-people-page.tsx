import { Avatar, IndexBar, List, SearchBar, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { ROLE_LABELS } from '../components/user-labels';

type Colleague = ContractData<'get', '/api/team/people'>['list'][number];

function groupByInitial(list: readonly Colleague[]): [string, Colleague[]][] {
  const groups = new Map<string, Colleague[]>();
  for (const person of list)
    groups.set(person.initial, [...(groups.get(person.initial) ?? []), person]);
  return [...groups];
}

function Person({ person }: { person: Colleague }) {
  const { t } = useTranslation();
  return (
    <List.Item
      prefix={
        <Avatar
          src={mediaUrl(person.avatar)}
          alt=""
          style={{ '--size': '40px', '--border-radius': '50%' } as CSSProperties}
        />
      }
      description={person.shop.name}
      extra={
        person.mobile ? (
          <a
            href={`tel:${person.mobile}`}
            aria-label={t('user.teamPeople.call', { name: person.name })}
          >
            {t('user.teamPeople.callShort')}
          </a>
        ) : null
      }
    >
      <Link to={`${PATHS.user.teamProfile}?id=${person.id}`} style={{ color: 'inherit' }}>
        {person.name}
      </Link>{' '}
      {person.role !== 'staff' ? (
        <Tag color="primary" fill="outline">
          {t(ROLE_LABELS[person.role])}
        </Tag>
      ) : null}
    </List.Item>
  );
}

/**
 * Address book: my team's people (area managers: the area's, or one shop's with ?shop_id=),
 * searchable by name or mobile, grouped by the first letter of the name; tap to call.
 */
export default function TeamPeoplePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shopId = Number(params.get('shop_id')) || undefined;
  const [keyword, setKeyword] = useState('');
  const people = useAsyncData(
    (signal) =>
      api.get('/api/team/people', {
        query: { ...(keyword ? { keyword } : {}), ...(shopId ? { shop_id: shopId } : {}) },
        loading: false,
        toast: false,
        signal,
      }),
    [keyword, shopId],
  );
  return (
    <AreaPage title="page.user.teamPeople" about="user.teamPeople.about">
      <div style={{ padding: '0 12px 8px' }}>
        <SearchBar
          placeholder={t('user.teamPeople.search')}
          aria-label={t('user.teamPeople.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <AsyncView
        state={people}
        onRetry={people.reload}
        isEmpty={(d) => d.list.length === 0}
        empty={<EmptyState kind={keyword ? 'search' : 'data'} />}
      >
        {({ list, total }) => (
          <>
            <p style={{ margin: '0 16px 8px', fontSize: 12, color: '#999999' }}>
              {t('user.teamList.staffCount', { count: total })}
            </p>
            <div style={{ height: 'calc(100vh - 220px)', minHeight: 320 }}>
              <IndexBar>
                {groupByInitial(list).map(([initial, group]) => (
                  <IndexBar.Panel key={initial} index={initial} title={initial}>
                    <List>
                      {group.map((person) => (
                        <Person key={person.id} person={person} />
                      ))}
                    </List>
                  </IndexBar.Panel>
                ))}
              </IndexBar>
            </div>
          </>
        )}
      </AsyncView>
    </AreaPage>
  );
}
