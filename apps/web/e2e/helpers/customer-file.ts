import ExcelJS from 'exceljs';
import { customerMessages } from '../../src/features/operation/customers/messages';

/**
 * A customer import file of `rows` valid rows on the template's headers (the e2e import journey
 * and the import benchmark): every type, unique phones 156…, one county, level 普通客户.
 */
export async function writeCustomerFile(file: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(customerMessages.import.templateSheet);
  sheet.addRow([...customerMessages.import.headers]);
  const types = ['农户', '合作社', '家庭农场', '农资门店'];
  for (let k = 0; k < rows; k++)
    sheet.addRow([
      `批量导入客户${String(k + 1).padStart(5, '0')}`,
      types[k % 4],
      `联系人${k % 500}`,
      `156${String(10_000_000 + k * 37).slice(-8)}`,
      '430121',
      `${k % 90} 组`,
      k % 2 ? '水稻、油菜' : '柑橘',
      String((k % 500) + 0.5),
      '普通客户',
      '',
    ]);
  await workbook.xlsx.writeFile(file);
}
