import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { configureApi, sessionStore } from '@muster/shared-kernel/client';
import { TestProviders } from '@muster/shared-kernel/testing';
import { dropRejectionText } from './drop-rejections.js';
import { ThumbnailDrop } from './thumbnail-drop.js';

const token = ['e30', Buffer.from('{"exp":4102444800}').toString('base64url'), 's'].join('.');
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const answer = (body: unknown) =>
  ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) }) as Response;

function Field({ maxBytes }: { maxBytes?: number }) {
  const [url, setUrl] = useState('');
  return (
    <TestProviders>
      <ThumbnailDrop url={url} onChange={setUrl} maxBytes={maxBytes} />
    </TestProviders>
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  configureApi({ fetch: fetchMock as unknown as typeof fetch, toastError: () => undefined });
  sessionStore.set({ token, username: 'vex', display: null, roles: ['publisher'], likes: [] });
});
afterEach(() => sessionStore.clear());

const png = (bytes = 3) => new File(['p'.repeat(bytes)], 'banner.png', { type: 'image/png' });

describe('ThumbnailDrop', () => {
  it('uploads a chosen image, shows it, and removes it on request', async () => {
    fetchMock.mockResolvedValue(answer({ file_url: '/api/image/abc.png' }));
    render(<Field />);
    await userEvent.upload(screen.getByLabelText('Thumbnail file'), png());
    expect(await screen.findByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/api/image/abc.png',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/image$/);
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
    await userEvent.click(screen.getByRole('button', { name: 'Remove thumbnail' }));
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
  });

  it("refuses a file over the limit with 'File is larger than N bytes', and a wrong type", async () => {
    render(<Field maxBytes={10} />);
    const input = screen.getByLabelText('Thumbnail file');
    await userEvent.upload(input, png(11));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 10 bytes');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, text);
    expect(await screen.findByText(/^File type must be/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over the API’s 5 MB unless told another limit', async () => {
    render(<Field />);
    await userEvent.upload(screen.getByLabelText('Thumbnail file'), png(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 5242880 bytes');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Too many files' for a drop of two, uploading the first", async () => {
    fetchMock.mockResolvedValue(answer({ file_url: '/api/image/first.png' }));
    render(<Field />);
    const files = [png(), png()];
    const dataTransfer = {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    };
    const zone = screen.getByRole('button', { name: /Thumbnail/ });
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByText('Too many files')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the thumbnail when the answer lacks file_url, logging 'wrong result'", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer({}));
    render(<Field />);
    await userEvent.upload(screen.getByLabelText('Thumbnail file'), png());
    await waitFor(() => expect(log).toHaveBeenCalledWith('wrong result', {}));
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('dropRejectionText', () => {
  it('words every refusal, sizes in bytes', () => {
    const limits = { maxBytes: 5242880, minBytes: 2 };
    expect(dropRejectionText({ code: 'file-too-large', message: '5 MB' }, limits)).toBe(
      'File is larger than 5242880 bytes',
    );
    expect(dropRejectionText({ code: 'file-too-small', message: '' }, limits)).toBe(
      'File is smaller than 2 bytes',
    );
    expect(dropRejectionText({ code: 'too-many-files', message: '' }, limits)).toBe(
      'Too many files',
    );
    const type = { code: 'file-invalid-type', message: 'File type must be image/png' };
    expect(dropRejectionText(type, limits)).toBe('File type must be image/png');
  });
});
