package org.arbiter.console.venue;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class QrCodeTest {

    static final String ADDRESS = "https://10.77.0.1:8443/?game=3f0c2a7e-8d1b-4c55-9a61-0b7c1d2e3f40";

    @Test
    void theSvgReadsBackAsTheAddress() throws Exception {
        QrCode code = QrCode.of(ADDRESS);
        String svg = code.svg();
        int side = code.size() + 8;
        assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + side + " " + side + "\"");
        // draw the SVG's squares as pixels, 4 a module, and read them as a camera would
        boolean[][] dark = new boolean[side][side];
        Matcher square = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z").matcher(svg);
        while (square.find()) {
            dark[Integer.parseInt(square.group(2))][Integer.parseInt(square.group(1))] = true;
        }
        assertThat(read(dark)).isEqualTo(ADDRESS);
    }

    @Test
    void theTerminalCodeReadsBackAsTheAddressWithLightModulesDrawn() throws Exception {
        QrCode code = QrCode.of(ADDRESS);
        List<String> lines = code.terminal().lines().toList();
        int side = code.size() + 8;
        assertThat(lines).hasSize((side + 1) / 2);
        assertThat(lines).allSatisfy(line -> assertThat(line).hasSize(side));
        boolean[][] dark = new boolean[side][side];
        for (int row = 0; row < lines.size(); row++) {
            for (int x = 0; x < side; x++) {
                char c = lines.get(row).charAt(x);
                // drawn = light (a dark terminal's text is light)
                dark[2 * row][x] = !(c == '█' || c == '▀');
                if (2 * row + 1 < side) {
                    dark[2 * row + 1][x] = !(c == '█' || c == '▄');
                }
            }
        }
        assertThat(read(dark)).isEqualTo(ADDRESS);
    }

    private static String read(boolean[][] dark) throws Exception {
        int scale = 4;
        int side = dark.length * scale;
        int[] pixels = new int[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                pixels[y * side + x] = dark[y / scale][x / scale] ? 0xFF000000 : 0xFFFFFFFF;
            }
        }
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(side, side, pixels)))).getText();
    }
}
