import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Person {
  id: number;
  name: string;
  active: boolean;
}

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (person) => person.name },
  { id: 'state', header: 'State', cell: (person) => (person.active ? 'Active' : 'Gone') },
];

const page1: Person[] = [
  { id: 1, name: 'Ada', active: true },
  { id: 2, name: 'Grace', active: false },
  { id: 3, name: 'Alan', active: true },
  { id: 4, name: 'Edsger', active: true },
];
const page2: Person[] = [{ id: 5, name: 'Barbara', active: true }];

/** A page that keeps the selection across its two pages of people, as a list screen does. */
function SelectablePeople({ initial = [] as string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  const [page, setPage] = useState(1);
  return (
    <>
      <DataTable
        caption="People"
        columns={columns}
        rows={page === 1 ? page1 : page2}
        rowKey={(person) => person.id}
        selection={{
          selected,
          onChange: setSelected,
          canSelect: (person) => person.active,
          rowLabel: (person) => `Select ${person.name}`,
          disabledReason: () => 'Only active people can be chosen',
          pageLabel: 'Select every active person on this page',
        }}
      />
      <button type="button" onClick={() => setPage(page === 1 ? 2 : 1)}>
        Other page
      </button>
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const selectedKeys = () => screen.getByTestId('selected').textContent;

describe('DataTable selection', () => {
  it('has no checkbox column without a selection', () => {
    render(<DataTable caption="People" columns={columns} rows={page1} rowKey={(person) => person.id} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('selects rows one by one; a row that cannot be chosen has a disabled box that says why', async () => {
    const user = userEvent.setup();
    render(<SelectablePeople />);

    const grace = screen.getByRole('checkbox', { name: 'Select Grace' });
    expect(grace).toBeDisabled();
    expect(grace).toHaveAccessibleDescription('Only active people can be chosen');
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeChecked();
    expect(screen.getByRole('row', { name: /Ada/ })).toHaveClass('data-table__row--selected');
    expect(selectedKeys()).toBe('1');
    const header = screen.getByRole('checkbox', { name: 'Select every active person on this page' });
    expect(header).not.toBeChecked();
    expect(header).toHaveProperty('indeterminate', true);

    // The keyboard: Space on a focused box.
    screen.getByRole('checkbox', { name: 'Select Alan' }).focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('1,3');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(selectedKeys()).toBe('3');
  });

  it("the header's box selects the page's selectable rows and clears them, keeping other pages' keys", async () => {
    const user = userEvent.setup();
    render(<SelectablePeople initial={['99']} />);
    const header = screen.getByRole('checkbox', { name: 'Select every active person on this page' });

    await user.click(header);
    expect(selectedKeys()).toBe('1,3,4,99');
    expect(header).toBeChecked();
    expect(header).toHaveProperty('indeterminate', false);
    expect(screen.getByRole('checkbox', { name: 'Select Grace' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Other page' }));
    expect(screen.getByRole('checkbox', { name: 'Select every active person on this page' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbara' }));
    expect(selectedKeys()).toBe('1,3,4,5,99');

    await user.click(screen.getByRole('button', { name: 'Other page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select every active person on this page' }));
    expect(selectedKeys()).toBe('5,99');
  });

  it('shift-click selects the range from the last row clicked, skipping rows that cannot be chosen', async () => {
    const user = userEvent.setup();
    render(<SelectablePeople />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Edsger' }));
    await user.keyboard('{/Shift}');
    expect(selectedKeys()).toBe('1,3,4');
  });

  it("disables the header's box on a page with nothing to choose", () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={[page1[1]!]}
        rowKey={(person) => person.id}
        selection={{ selected: new Set(), onChange: () => {}, canSelect: (person) => person.active, rowLabel: (person) => person.name, pageLabel: 'All' }}
      />,
    );
    expect(within(screen.getByRole('table')).getByRole('checkbox', { name: 'All' })).toBeDisabled();
  });
});
