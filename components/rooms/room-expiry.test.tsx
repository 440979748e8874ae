import { act, render, screen } from '@testing-library/react';
import { RoomExpiry } from './room-expiry';

afterEach(() => jest.useRealTimers());

/** A room open until 30 September 2027, opened at `now` from a page built a week before. */
function openRoomAt(now: string) {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask', 'nextTick'] });
  render(
    <RoomExpiry until="2027-09-30" built="2027-09-23" closed={<p>Dieser Raum ist geschlossen.</p>}>
      <p>Die Zeichnungen für Sie</p>
    </RoomExpiry>,
  );
  // The frame, then the task after it, in which the visitor's day is read.
  act(() => jest.advanceTimersByTime(100));
}

describe('a private room’s last day', () => {
  it('is closed from the day after its last, by the day in Germany', () => {
    // 00:30 on 1 October in Berlin (summer time), still 30 September in UTC.
    openRoomAt('2027-09-30T22:30:00Z');
    expect(screen.getByText('Dieser Raum ist geschlossen.')).toBeInTheDocument();
    expect(screen.queryByText('Die Zeichnungen für Sie')).not.toBeInTheDocument();
  });

  it('stays open past midnight in front of a collector, and is closed once the tab is shown again', () => {
    // 23:30 in Berlin on its last day.
    openRoomAt('2027-09-30T21:30:00Z');
    expect(screen.getByText('Die Zeichnungen für Sie')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * 60 * 60 * 1000));
    expect(screen.getByText('Die Zeichnungen für Sie')).toBeInTheDocument();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('Dieser Raum ist geschlossen.')).toBeInTheDocument();
  });
});
