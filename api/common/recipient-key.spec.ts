import { recipientKey } from './recipient-key.js';

describe('recipientKey', () => {
  it('counts an address by its mailbox: case, spaces and a +tag do not make a new one', () => {
    for (const typed of ['victim@example.com', ' Victim@Example.COM ', 'victim+1@example.com', 'VICTIM+news+x@example.com']) {
      expect(recipientKey(typed)).toBe('victim@example.com');
    }
  });

  it('keeps addresses that are different mailboxes apart', () => {
    expect(recipientKey('victim2@example.com')).toBe('victim2@example.com');
    expect(recipientKey('victim@example.org')).toBe('victim@example.org');
    // A local part that starts with '+' has no mailbox before it: left as typed.
    expect(recipientKey('+tag@example.com')).toBe('+tag@example.com');
    expect(recipientKey('no-at-sign')).toBe('no-at-sign');
  });
});
