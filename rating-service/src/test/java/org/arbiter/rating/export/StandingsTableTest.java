package org.arbiter.rating.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.arbiter.rating.domain.StandingRow;
import org.arbiter.rating.domain.TieBreak;
import org.arbiter.rating.projection.StandingsMessage;
import org.junit.jupiter.api.Test;

/** The standings as CSV and XLSX: every cell exact, read back from the bytes (the XLSX with Apache POI). */
class StandingsTableTest {

    static StandingRow row(int place, String id, String nickname, String total, String main, String extra, int games,
            int wins, String compensation) {
        return new StandingRow(place, id, nickname, new BigDecimal(total), new BigDecimal(main), new BigDecimal(extra),
                games, wins, 1, 0, 1, 0, new BigDecimal("0.25"), new BigDecimal("0.30"), new BigDecimal("-0.50"),
                BigDecimal.ZERO.setScale(2), 0,
                compensation == null ? null : new StandingRow.CompensationPart(1, new BigDecimal("0.4000"), 1,
                        new BigDecimal(compensation), false),
                null, place == 1 ? null : StandingRow.Decision.of(TieBreak.POINTS), null, null, false);
    }

    static StandingsMessage message() {
        return new StandingsMessage("cup", 7, null, new StandingsMessage.Table("Кубок", null, 4, null, false, false, null,
                List.of(row(1, "p2", "Молния, младшая", "3.05", "2.00", "1.05", 2, 2, "0.40"),
                        row(2, "p1", "Гром \"Старший\"", "1.00", "1.00", "0.00", 2, 1, null))));
    }

    @Test
    void csvHasTheHeaderAndARowPerPlayerInPlaceOrder() {
        String csv = new String(StandingsTable.csv(message()), StandardCharsets.UTF_8);
        assertThat(csv).isEqualTo("\uFEFFМесто,Игрок,ID,Итого,Основные,Доп.,Игры,Победы,Победы Доном,Победы Шерифом,"
                + "Убит в первую ночь,Лучший ход,Баллы судьи,Штрафы,Компенсация\r\n"
                + "1,\"Молния, младшая\",p2,3.05,2.00,1.05,2,2,1,0,0,0.25,0.30,-0.50,0.40\r\n"
                + "2,\"Гром \"\"Старший\"\"\",p1,1.00,1.00,0.00,2,1,1,0,0,0.25,0.30,-0.50,\r\n");
    }

    @Test
    void xlsxHasTheSameCellsWithNumbersAsNumbers() throws IOException {
        try (XSSFWorkbook workbook = new XSSFWorkbook(new ByteArrayInputStream(StandingsTable.xlsx(message())))) {
            Sheet sheet = workbook.getSheet("Итоги");
            assertThat(workbook.getNumberOfSheets()).isEqualTo(1);
            assertThat(sheet.getLastRowNum()).isEqualTo(2);
            assertThat(cells(sheet.getRow(0))).containsExactly("Место", "Игрок", "ID", "Итого", "Основные", "Доп.", "Игры",
                    "Победы", "Победы Доном", "Победы Шерифом", "Убит в первую ночь", "Лучший ход", "Баллы судьи", "Штрафы",
                    "Компенсация");
            assertThat(cells(sheet.getRow(1))).containsExactly(1.0, "Молния, младшая", "p2", 3.05, 2.0, 1.05, 2.0, 2.0, 1.0,
                    0.0, 0.0, 0.25, 0.3, -0.5, 0.4);
            assertThat(cells(sheet.getRow(2))).containsExactly(2.0, "Гром \"Старший\"", "p1", 1.0, 1.0, 0.0, 2.0, 1.0, 1.0,
                    0.0, 0.0, 0.25, 0.3, -0.5, null);
        }
    }

    /** The row's fifteen cells: a number as a double, a text as a string, an absent cell as null. */
    private static List<Object> cells(Row row) {
        List<Object> cells = new ArrayList<>();
        for (int c = 0; c < 15; c++) {
            Cell cell = row.getCell(c);
            cells.add(cell == null ? null : cell.getCellType() == CellType.NUMERIC ? cell.getNumericCellValue()
                    : cell.getStringCellValue());
        }
        return cells;
    }
}
