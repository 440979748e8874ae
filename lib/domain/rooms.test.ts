import { isRoomOpen, roomPath } from './rooms';

describe('a room', () => {
  it('lives at an address made from its key alone', () => {
    expect(roomPath('k7Qm2xP9vLr4Tz8wNc3B')).toBe('/raum/k7Qm2xP9vLr4Tz8wNc3B/');
  });

  it('is open through its last day and closed from the next', () => {
    expect([isRoomOpen('2027-06-30', '2027-06-29'), isRoomOpen('2027-06-30', '2027-06-30'), isRoomOpen('2027-06-30', '2027-07-01')]).toEqual([true, true, false]);
    // Days compare across months and years.
    expect([isRoomOpen('2027-06-30', '2027-10-01'), isRoomOpen('2026-12-31', '2027-01-01')]).toEqual([false, false]);
  });
});
