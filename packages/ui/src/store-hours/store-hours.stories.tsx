import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ClosureFields, WeekHoursField, emptyWeek, type ClosureValue } from './store-hours';
import { closureWords, weekWords } from './store-hours.fixtures';

const split = [
  { opens: '07:00', closes: '13:00' },
  { opens: '16:00', closes: '22:00' },
];

function Editor({ errors }: { errors?: Parameters<typeof WeekHoursField>[0]['errors'] }) {
  const [value, setValue] = useState({
    ...emptyWeek(),
    mon: split,
    fri: [{ opens: '18:00', closes: '02:00' }],
  });
  const [closure, setClosure] = useState<ClosureValue>({ closed: false, until: '', note: '' });
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <WeekHoursField
        legend="Opening hours"
        hint="India time. A span that closes earlier than it opens runs past midnight."
        value={value}
        onChange={setValue}
        words={weekWords}
        errors={errors}
      />
      <ClosureFields
        value={closure}
        onChange={setClosure}
        maxNoteLength={200}
        words={closureWords}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/StoreHours',
  component: Editor,
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tuesday = canvas.getByRole('group', { name: 'Tuesday' });
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Add hours Tuesday' }));
    await expect(within(tuesday).getByLabelText('Tuesday Opens')).toHaveValue('07:00');
  },
};

export const WithError: Story = {
  args: {
    errors: { mon: 'These hours overlap other hours of the store. Join them into one span.' },
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Temporarily closed' }));
    await expect(canvas.getByLabelText(/Closed until/)).toBeRequired();
  },
};
