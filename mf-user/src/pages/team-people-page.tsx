import { List, Tag } from 'shared/ui-kit';
import { PhoneFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import { SearchField } from 'shared/standalone/search-field';
import { EmptyState } from 'shared/ui';
import { LetterIndex, letterGroupId } from '../components/letter-index';
import { UserAvatar } from '../components/user-avatar';
import { ROLE_LABELS } from '../components/user-labels';
import styles from './team-people-page.module.css';

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
      prefix={<UserAvatar src={person.avatar} size="m" />}
      description={person.shop.name}
      extra={
        person.mobile ? (
          <a
            href={`tel:${person.mobile}`}
            className={styles.call}
            aria-label={t('user.teamPeople.call', { name: person.name })}
          >
            <PhoneFill aria-hidden />
          </a>
        ) : null
      }
    >
      <span className={styles.nameLine}>
        <Link to={`${PATHS.user.teamProfile}?id=${person.id}`} className={styles.name}>
          {person.name}
        </Link>
        {person.role !== 'staff' ? (
          <Tag color="primary" fill="outline">
            {t(ROLE_LABELS[person.role])}
          </Tag>
        ) : null}
      </span>
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
    <AreaPage title="page.user.teamPeople">
      <div className={styles.search}>
        <SearchField
          label={t('user.teamPeople.search')}
          placeholder={t('user.teamPeople.search')}
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
        {({ list, total }) => {
          const groups = groupByInitial(list);
          return (
            <>
              <p className={styles.count}>{t('user.teamList.staffCount', { count: total })}</p>
              <div className={styles.book}>
                {groups.map(([initial, group]) => (
                  <section
                    key={initial}
                    id={letterGroupId(initial)}
                    aria-labelledby={`${letterGroupId(initial)}-title`}
                    className={styles.group}
                  >
                    <h2 id={`${letterGroupId(initial)}-title`} className={styles.letter}>
                      {initial}
                    </h2>
                    <List className={styles.list}>
                      {group.map((person) => (
                        <Person key={person.id} person={person} />
                      ))}
                    </List>
                  </section>
                ))}
                <p className={styles.noMore}>{t('area.noMore')}</p>
              </div>
              {groups.length > 1 ? (
                <LetterIndex letters={groups.map(([letter]) => letter)} />
              ) : null}
            </>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
