import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { content } from '@/test/fixtures';
import { ShareButton } from './share-button';

const url = 'https://ilse-brandauer.example/werke/alte-buche/';

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('share button', () => {
  it("opens the system's share sheet with the work's title and address where there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton url={url} title="Alte Buche" labels={content.work} />);
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(share).toHaveBeenCalledWith({ title: 'Alte Buche', url });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the address where there is no share sheet, and says so for a while', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButton url={url} title="Alte Buche" labels={content.work} />);
    await user.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Adresse kopiert'));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the address instead when the share sheet fails, but not when the visitor closes it', async () => {
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const share = jest.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton url={url} title="Alte Buche" labels={content.work} />);
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(writeText).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    expect(writeText).toHaveBeenCalledWith(url);
  });
});
