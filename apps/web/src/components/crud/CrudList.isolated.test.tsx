import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CrudList, useCrud } from './index';

// The table itself is QueryTable's (its own tests); here only where CrudList puts it.
vi.mock('@/components/query-table', () => ({
  QueryTable: (props: { className?: string; onCreate?: () => void }) => (
    <div data-testid="table" className={props.className}>
      {props.onCreate ? 'with 新增' : 'without 新增'}
    </div>
  ),
}));
vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: () => true, codes: new Set<string>() }),
}));

interface Row {
  id: number;
  name: string;
}

function Screen({ insteadOfTable, children }: { insteadOfTable?: ReactNode; children?: ReactNode }) {
  const crud = useCrud<Row>({
    rights: { add: 'customer:add', edit: 'customer:edit', remove: 'customer:delete' },
    invalidates: [],
  });
  return (
    <CrudList<Row, { name: string }, unknown>
      crud={crud}
      name="customer"
      title="客户管理"
      notice={<p>notice</p>}
      search={{} as never}
      query={() => ({}) as never}
      columns={[]}
      insteadOfTable={insteadOfTable}
    >
      {children}
    </CrudList>
  );
}

const renderScreen = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('<CrudList>', () => {
  it('shows the table (新增 with the add right) unless another view replaces it', () => {
    const { unmount } = renderScreen(<Screen insteadOfTable={null} />);
    expect(screen.getByTestId('table').className).toBe('customer-table');
    expect(screen.getByTestId('table').textContent).toBe('with 新增');
    unmount();

    renderScreen(
      <Screen insteadOfTable={<div data-testid="map">map</div>}>
        <span data-testid="dialog" />
      </Screen>,
    );
    expect(screen.queryByTestId('table')).toBeNull();
    expect(screen.getByTestId('map')).toBeTruthy();
    // the header, the notice and the dialogs stay
    expect(screen.getByText('客户管理')).toBeTruthy();
    expect(screen.getByText('notice')).toBeTruthy();
    expect(screen.getByTestId('dialog')).toBeTruthy();
    expect(document.querySelector('section.customer-manager')).toBeTruthy();
  });
});
