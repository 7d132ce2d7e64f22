import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentViewer } from '../document-viewer/document-viewer';
import { SAMPLE_DOCUMENT_URL } from '../internal/sample-document';
import { sampleDateTime } from '../internal/sample-date-time';
import { DocumentChecklist, type ChecklistDocument } from './document-checklist';

const documents: ChecklistDocument[] = [
  {
    id: 'a',
    label: 'Shop photo',
    viewer: (
      <DocumentViewer
        label="Shop photo"
        src={SAMPLE_DOCUMENT_URL}
        contentType="image/svg+xml"
        showLabel={false}
      />
    ),
    state: 'verified',
    note: null,
    reviewedBy: 'Platform Admin',
    reviewedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'b',
    label: 'FSSAI certificate',
    viewer: (
      <DocumentViewer
        label="FSSAI certificate"
        contentType="application/pdf"
        onDownload={() => undefined}
        showLabel={false}
      />
    ),
    state: 'pending',
    note: null,
    reviewedBy: null,
    reviewedAt: null,
  },
];

/** Marks apply at once, as the app shows them once the server answers. */
function Demo({ onMark }: { onMark: (id: string, state: string, note?: string) => void }) {
  const [items, setItems] = useState(documents);
  return (
    <DocumentChecklist
      documents={items}
      formatDateTime={sampleDateTime}
      missing={["Owner's government ID"]}
      onMark={(id, state, note) => {
        onMark(id, state, note);
        setItems((all) =>
          all.map((doc) => (doc.id === id ? { ...doc, state, note: note ?? null } : doc)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Documents/DocumentChecklist',
  component: Demo,
  args: { onMark: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarkVerified: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Not uploaded: Owner's government ID.")).toBeVisible();
    const certificate = canvas.getByRole('listitem', { name: 'FSSAI certificate' });
    await userEvent.click(within(certificate).getByRole('button', { name: 'Mark verified' }));
    await expect(args.onMark).toHaveBeenCalledWith('b', 'verified', undefined);
    await expect(within(certificate).getByText('Verified')).toBeVisible();
  },
};

export const MarkUnclearNeedsANote: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = canvas.getByRole('listitem', { name: 'Shop photo' });
    await userEvent.click(within(photo).getByRole('button', { name: 'Mark unclear: Shop photo' }));
    await userEvent.click(within(photo).getByRole('button', { name: 'Save as unclear' }));
    await expect(within(photo).getByText('Please say what is unclear.')).toBeVisible();
    await expect(args.onMark).not.toHaveBeenCalled();
    await userEvent.type(within(photo).getByRole('textbox'), 'The signboard is cut off');
    await userEvent.click(within(photo).getByRole('button', { name: 'Save as unclear' }));
    await expect(args.onMark).toHaveBeenCalledWith('a', 'unclear', 'The signboard is cut off');
  },
};
