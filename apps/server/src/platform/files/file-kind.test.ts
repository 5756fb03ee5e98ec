import { describe, expect, it } from 'vitest';
import { fileKindOf } from './file-kind.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('fileKindOf', () => {
  it('accepts images, PDF, Office files and text whose name matches their content', () => {
    expect(fileKindOf('a.PNG', PNG)?.mime).toBe('image/png');
    expect(fileKindOf('a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.mime).toBe('image/jpeg');
    expect(fileKindOf('a.gif', Buffer.from('GIF89a\x01\x00', 'latin1'))?.image).toBe(true);
    expect(fileKindOf('a.pdf', Buffer.from('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(fileKindOf('a.xlsx', Buffer.from('PK\x03\x04....[Content_Types].xml..xl/workbook.xml', 'latin1'))?.extensions).toEqual(['.xlsx']);
    expect(fileKindOf('a.docx', Buffer.from('PK\x03\x04....word/document.xml', 'latin1'))?.extensions).toEqual(['.docx']);
    expect(fileKindOf('a.csv', Buffer.from('编码,名称\r\nA,\t甲\n'))?.mime).toBe('text/csv');
    expect(fileKindOf('a.txt', Buffer.from([0xb1, 0xe0, 0xc2, 0xeb, 0x0d, 0x0a]))?.mime).toBe('text/plain');
  });

  it('refuses content that does not match the name, unknown content, no extension and empty files', () => {
    expect(fileKindOf('a.png', Buffer.from('just text'))).toBeNull();
    expect(fileKindOf('a.txt', PNG)).toBeNull();
    expect(fileKindOf('a.jpg', PNG)).toBeNull();
    expect(fileKindOf('a.xlsx', Buffer.from('PK\x03\x04....word/document.xml', 'latin1'))).toBeNull();
    expect(fileKindOf('a.zip', Buffer.from('PK\x03\x04....', 'latin1'))).toBeNull();
    expect(fileKindOf('a.txt', Buffer.from('MZ\x90\x00\x03', 'latin1'))).toBeNull();
    expect(fileKindOf('a.exe', Buffer.from('plain'))).toBeNull();
    expect(fileKindOf('README', Buffer.from('plain'))).toBeNull();
    expect(fileKindOf('a.txt', Buffer.alloc(0))).toBeNull();
  });
});
