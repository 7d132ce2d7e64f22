import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from '../document-viewer/document-viewer';
import { DocumentChecklist, type ChecklistDocument } from './document-checklist';
import { sampleDateTime } from '../internal/sample-date-time';

const doc = (over: Partial<ChecklistDocument>): ChecklistDocument => ({
  id: 'x',
  label: 'Shop photo',
  viewer: (
    <DocumentViewer label="Shop photo" src="blob:x" contentType="image/jpeg" showLabel={false} />
  ),
  state: 'pending',
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  ...over,
});

describe('DocumentChecklist', () => {
  it('shows each mark with who made it, and the note of an unclear one', () => {
    render(
      <DocumentChecklist
        formatDateTime={sampleDateTime}
        onMark={vi.fn()}
        documents={[
          doc({
            id: 'a',
            state: 'verified',
            reviewedBy: 'Meera',
            reviewedAt: '2026-11-20T10:00:00Z',
          }),
          doc({ id: 'b', label: 'FSSAI certificate', state: 'unclear', note: 'Too dark' }),
        ]}
      />,
    );
    const photo = screen.getByRole('listitem', { name: 'Shop photo' });
    expect(within(photo).getByText(/Verified by Meera on/)).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Mark verified' })).toBeDisabled();
    const certificate = screen.getByRole('listitem', { name: 'FSSAI certificate' });
    expect(within(certificate).getByText('Unclear')).toBeInTheDocument();
    expect(within(certificate).getByText('“Too dark”')).toBeInTheDocument();
  });

  it('marks unclear only with a note, trimmed', async () => {
    const onMark = vi.fn();
    render(
      <DocumentChecklist formatDateTime={sampleDateTime} onMark={onMark} documents={[doc({})]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark unclear: Shop photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as unclear' }));
    expect(screen.getByText('Please say what is unclear.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), '  Blurred  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save as unclear' }));
    expect(onMark).toHaveBeenCalledWith('x', 'unclear', 'Blurred');
  });

  it('asks before a verified mark replaces an unclear one and its note', async () => {
    const onMark = vi.fn();
    render(
      <DocumentChecklist
        formatDateTime={sampleDateTime}
        onMark={onMark}
        documents={[doc({ label: 'FSSAI certificate', state: 'unclear', note: 'Too dark' })]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark verified' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Mark the FSSAI certificate verified?',
    });
    expect(dialog).toHaveTextContent(
      'It is marked unclear: “Too dark”. Marking it verified replaces that mark and its note.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it unclear' }));
    expect(onMark).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark verified' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark verified' }),
    );
    expect(onMark).toHaveBeenCalledWith('x', 'verified');
  });

  it('shows a failed mark under its document, and no buttons when read only', () => {
    const { rerender } = render(
      <DocumentChecklist
        formatDateTime={sampleDateTime}
        onMark={vi.fn()}
        documents={[doc({})]}
        error={{ id: 'x', message: 'Document not found.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Document not found.');
    rerender(
      <DocumentChecklist
        formatDateTime={sampleDateTime}
        onMark={vi.fn()}
        documents={[doc({})]}
        readOnly
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mark verified' })).not.toBeInTheDocument();
  });

  it('asks what is unclear by the document’s own name, acronyms kept', async () => {
    render(
      <DocumentChecklist
        formatDateTime={sampleDateTime}
        onMark={vi.fn()}
        documents={[doc({ id: 'a' }), doc({ id: 'b', label: 'FSSAI certificate' })]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark unclear: FSSAI certificate' }));
    expect(screen.getByLabelText('What is unclear in the FSSAI certificate?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark unclear: Shop photo' }));
    expect(screen.getByLabelText('What is unclear in the shop photo?')).toBeInTheDocument();
  });
});
