import { parseUploadAddress } from './upload-address.js';

const ID = '3f2b8c1e-8d7a-4c52-9a0b-1d2e3f4a5b6c';
const ORIGINS = ['https://shop.example.com', 'http://localhost:3000'];

describe('parseUploadAddress', () => {
  it('accepts the relative address and absolute ones on this server', () => {
    expect(parseUploadAddress(`/objects/uploads/${ID}`, ORIGINS)).toBe(ID);
    expect(parseUploadAddress(`/objects/uploads/${ID.toUpperCase()}`, ORIGINS)).toBe(ID);
    expect(parseUploadAddress(`https://shop.example.com/objects/uploads/${ID}`, ORIGINS)).toBe(ID);
    expect(parseUploadAddress(`http://localhost:3000/objects/uploads/${ID}`, ORIGINS)).toBe(ID);
  });

  it.each([
    `https://evil.example.com/objects/uploads/${ID}`,
    `//evil.example.com/objects/uploads/${ID}`,
    `http://shop.example.com/objects/uploads/${ID}`,
    `https://user:pw@shop.example.com/objects/uploads/${ID}`,
    `/objects/uploads/${ID}?token=abc`,
    `/objects/uploads/${ID}#x`,
    `/objects/uploads/${ID}/`,
    `/objects/uploads/not-a-uuid`,
    `/objects/uploads/../uploads/${ID}x`,
    `/api/objects/uploads/${ID}`,
    `/objects/previews/${ID}`,
    ID,
    'javascript:alert(1)',
    '',
  ])('refuses %s', (address) => {
    expect(parseUploadAddress(address, ORIGINS)).toBeNull();
  });
});
