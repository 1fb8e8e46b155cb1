package org.arbiter.console.venue;

import io.nayuki.qrcodegen.QrCode.Ecc;

/** A QR code of a text (an address), drawn as SVG for pages and with block characters for a terminal. */
public final class QrCode {

    /** The quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
    private static final int QUIET = 4;

    private final io.nayuki.qrcodegen.QrCode code;

    private QrCode(io.nayuki.qrcodegen.QrCode code) {
        this.code = code;
    }

    public static QrCode of(String text) {
        return new QrCode(io.nayuki.qrcodegen.QrCode.encodeText(text, Ecc.MEDIUM));
    }

    /** Modules per side, without the quiet zone. */
    public int size() {
        return code.size;
    }

    public boolean dark(int x, int y) {
        return code.getModule(x, y);
    }

    /** A square SVG, one unit a module, dark modules as one path; it scales to any size. */
    public String svg() {
        int side = code.size + 2 * QUIET;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < code.size; y++) {
            for (int x = 0; x < code.size; x++) {
                if (code.getModule(x, y)) {
                    path.append('M').append(x + QUIET).append(',').append(y + QUIET).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + side + " " + side + "\" shape-rendering=\"crispEdges\">"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    /**
     * Two rows of modules a line with the half blocks ▀ ▄ █, dark on a light terminal's background inverted: light
     * modules are drawn, so the code reads on the dark terminals most people have (a phone's camera takes both).
     */
    public String terminal() {
        StringBuilder out = new StringBuilder();
        int from = -QUIET;
        int to = code.size + QUIET;
        for (int y = from; y < to; y += 2) {
            for (int x = from; x < to; x++) {
                boolean top = !darkOrQuiet(x, y);
                boolean bottom = y + 1 < to && !darkOrQuiet(x, y + 1);
                out.append(top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ');
            }
            out.append('\n');
        }
        return out.toString();
    }

    private boolean darkOrQuiet(int x, int y) {
        return x >= 0 && y >= 0 && x < code.size && y < code.size && code.getModule(x, y);
    }
}
