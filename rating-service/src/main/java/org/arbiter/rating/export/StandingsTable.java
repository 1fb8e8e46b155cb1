package org.arbiter.rating.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.arbiter.rating.domain.StandingRow;
import org.arbiter.rating.projection.StandingsMessage;

/**
 * A tournament's standings as a table for organisers (docs/organiser.md "Standings as CSV and XLSX"): one header row
 * in Russian and one row per player in place order, the same columns in CSV (RFC 4180, UTF-8 with a byte order mark so
 * spreadsheet programs read the Cyrillic) and in XLSX (Apache POI; numbers as numbers, one sheet "Итоги").
 */
public final class StandingsTable {

    /** A column: its header and its value in a row (a number, a text, or null for an empty cell). */
    record Column(String header, Function<StandingRow, Object> value) {
    }

    static final List<Column> COLUMNS = List.of(
            new Column("Место", StandingRow::place),
            new Column("Игрок", StandingRow::nickname),
            new Column("ID", StandingRow::playerId),
            new Column("Итого", StandingRow::total),
            new Column("Основные", StandingRow::main),
            new Column("Доп.", StandingRow::extra),
            new Column("Игры", StandingRow::games),
            new Column("Победы", StandingRow::wins),
            new Column("Победы Доном", StandingRow::winsDon),
            new Column("Победы Шерифом", StandingRow::winsSheriff),
            new Column("Убит в первую ночь", StandingRow::firstNightDeaths),
            new Column("Лучший ход", StandingRow::bestMove),
            new Column("Баллы судьи", StandingRow::judge),
            new Column("Штрафы", StandingRow::penalties),
            new Column("Компенсация", row -> row.compensation() == null ? null : row.compensation().points()));

    private StandingsTable() {
    }

    /** CSV: UTF-8 with a byte order mark, CRLF line ends, fields quoted where they hold a comma, a quote or a line end. */
    public static byte[] csv(StandingsMessage message) {
        StringBuilder csv = new StringBuilder("\uFEFF");
        csv.append(String.join(",", COLUMNS.stream().map(c -> field(c.header())).toList())).append("\r\n");
        for (StandingRow row : message.standings().rows()) {
            csv.append(String.join(",", COLUMNS.stream().map(c -> field(text(c.value().apply(row)))).toList())).append("\r\n");
        }
        return csv.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** XLSX: one sheet, the header row, then a row per player; numbers as numeric cells. */
    public static byte[] xlsx(StandingsMessage message) {
        try (XSSFWorkbook workbook = new XSSFWorkbook(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            Sheet sheet = workbook.createSheet("Итоги");
            Row header = sheet.createRow(0);
            for (int c = 0; c < COLUMNS.size(); c++) {
                header.createCell(c).setCellValue(COLUMNS.get(c).header());
            }
            List<StandingRow> rows = message.standings().rows();
            for (int r = 0; r < rows.size(); r++) {
                Row line = sheet.createRow(r + 1);
                for (int c = 0; c < COLUMNS.size(); c++) {
                    Object value = COLUMNS.get(c).value().apply(rows.get(r));
                    if (value instanceof Number number) {
                        line.createCell(c).setCellValue(new BigDecimal(number.toString()).doubleValue());
                    } else if (value != null) {
                        line.createCell(c).setCellValue(value.toString());
                    }
                }
            }
            workbook.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(Object value) {
        if (value == null) {
            return "";
        }
        return value instanceof BigDecimal decimal ? decimal.toPlainString() : value.toString();
    }

    private static String field(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")
                ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
