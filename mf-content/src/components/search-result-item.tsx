import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';

export type SearchResult = ContractData<'get', '/api/search/more'>['list'][number];

const itemStyle: CSSProperties = {
  display: 'block',
  padding: '10px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

/** One search result: its title and the text around the match, linking to where it lives. */
export function SearchResultItem({ item }: { item: SearchResult }) {
  return (
    <Link to={item.link} style={itemStyle}>
      <h3 style={{ margin: 0, fontSize: 15, fontWeight: 500, color: '#333333' }}>{item.title}</h3>
      {item.snippet ? (
        <p style={{ margin: '4px 0 0', fontSize: 12, color: '#999999', lineHeight: 1.5 }}>
          {item.snippet}
        </p>
      ) : null}
    </Link>
  );
}
