package org.arbiter.pdf;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDPageContentStream.AppendMode;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * Drawing primitives over PDFBox, the only class of the house that knows it (the protocol's form, the standings): A4
 * landscape pages, a y cursor from the top, boxes, text in DejaVu Sans (regular or bold, embedded as subsets so that
 * Cyrillic shows everywhere: the PDF base-14 fonts have none) that never holds a glyph the font lacks, paragraphs that
 * wrap and flow onto a new page, what each new page begins with (a table's header row), and page numbers.
 */
public final class PdfCanvas {

    /** The two faces of DejaVu Sans. */
    public enum Face { REGULAR, BOLD }

    private static final String FONT = "/net/sf/jasperreports/fonts/dejavu/DejaVuSans.ttf";
    private static final String FONT_BOLD = "/net/sf/jasperreports/fonts/dejavu/DejaVuSans-Bold.ttf";
    static final PDRectangle A4_LANDSCAPE = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());
    static final float MARGIN = 28f;
    private static final float FOOTER = 14f;

    private static final byte[] REGULAR = load(FONT);
    private static final byte[] BOLD = load(FONT_BOLD);

    private final PDDocument doc;
    private final Map<Face, PDType0Font> fonts = new EnumMap<>(Face.class);
    private final Map<PDType0Font, Map<Integer, Boolean>> glyphs = new HashMap<>();
    private final boolean numbered;
    private PDPageContentStream out;
    private float y;
    private Runnable pageStart = () -> { };

    private PdfCanvas(PDDocument doc, boolean numbered) throws IOException {
        this.doc = doc;
        this.numbered = numbered;
        fonts.put(Face.REGULAR, PDType0Font.load(doc, new ByteArrayInputStream(REGULAR)));
        fonts.put(Face.BOLD, PDType0Font.load(doc, new ByteArrayInputStream(BOLD)));
    }

    /** A new document with this title and creator, its pages drawn by {@code drawing} from the top of page 1. */
    public static byte[] render(String title, String creator, Consumer<PdfCanvas> drawing) {
        return render(title, creator, false, drawing);
    }

    /**
     * A new document with this title and creator, its pages drawn by {@code drawing} from the top of page 1; when
     * {@code numbered}, each page's foot says "стр. N из M" (and the bottom margin keeps room for it).
     */
    public static byte[] render(String title, String creator, boolean numbered, Consumer<PdfCanvas> drawing) {
        try (PDDocument doc = new PDDocument()) {
            PdfCanvas canvas = new PdfCanvas(doc, numbered);
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(title);
            info.setCreator(creator);
            canvas.newPage();
            try {
                drawing.accept(canvas);
            } finally {
                canvas.out.close();
            }
            if (numbered) {
                canvas.numberPages();
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            doc.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The left edge of the printable area. */
    public float left() {
        return MARGIN;
    }

    /** The printable width. */
    public float width() {
        return A4_LANDSCAPE.getWidth() - 2 * MARGIN;
    }

    /** The cursor: where the next thing drawn from the top begins. */
    public float y() {
        return y;
    }

    /** Moves the cursor down. */
    public void down(float height) {
        y -= height;
    }

    /** What every page begun after this call draws first, from its top (a table's header row); nothing by default. */
    public void onNewPage(Runnable drawing) {
        this.pageStart = drawing;
    }

    /** Goes on at the top of a new page. */
    public void pageBreak() {
        try {
            newPage();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new page when fewer than {@code height} points are left above the bottom margin. */
    public void need(float height) {
        if (y - height < bottom()) {
            pageBreak();
        }
    }

    public void rect(float x, float yBottom, float w, float h) {
        draw(page -> {
            page.addRect(x, yBottom, w, h);
            page.stroke();
        });
    }

    public void text(Face face, float size, String text, float x, float baseline) {
        PDType0Font font = fonts.get(face);
        String safe = safe(font, text);
        if (safe.isEmpty()) {
            return;
        }
        draw(page -> {
            page.beginText();
            page.setFont(font, size);
            page.newLineAtOffset(x, baseline);
            page.showText(safe);
            page.endText();
        });
    }

    public void textCentered(Face face, float size, String text, float centre, float baseline) {
        PDType0Font font = fonts.get(face);
        String safe = safe(font, text);
        text(face, size, safe, centre - widthOf(font, size, safe) / 2, baseline);
    }

    /** A bold heading at the left edge, on a new page when fewer than 30 points are left. */
    public void heading(String text) {
        need(30);
        text(Face.BOLD, 9.5f, text, MARGIN, y - 11);
        y -= 14;
    }

    public void paragraph(String text, float width) {
        paragraph(text, width, 8.5f);
    }

    /** Regular text indented by 8, wrapped at word boundaries to the width, each line on a new page if needed. */
    public void paragraph(String text, float width, float size) {
        for (String line : wrap(fonts.get(Face.REGULAR), size, text, width - 10)) {
            need(size + 3);
            text(Face.REGULAR, size, line, MARGIN + 8, y - size);
            y -= size + 3;
        }
    }

    /**
     * The largest size from {@code size} down to {@code smallest} (by quarter points) at which the text fits the
     * width whole; {@code smallest} when even that is too wide (then {@link #fit} cuts it).
     */
    public float sizeToFit(Face face, float size, float smallest, String text, float width) {
        PDType0Font font = fonts.get(face);
        String safe = safe(font, text);
        float s = size;
        while (s > smallest && widthOf(font, s, safe) > width) {
            s -= 0.25f;
        }
        return Math.max(s, smallest);
    }

    /** The text cut with "…" to fit the width. */
    public String fit(Face face, float size, String text, float width) {
        PDType0Font font = fonts.get(face);
        String safe = safe(font, text);
        if (widthOf(font, size, safe) <= width) {
            return safe;
        }
        String cut = safe;
        while (!cut.isEmpty() && widthOf(font, size, cut + "…") > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "…";
    }

    /** One drawing operation on the current page's content stream. */
    private interface PageOperation {
        void on(PDPageContentStream page) throws IOException;
    }

    private void draw(PageOperation operation) {
        try {
            operation.on(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void newPage() throws IOException {
        if (out != null) {
            out.close();
        }
        PDPage page = new PDPage(A4_LANDSCAPE);
        doc.addPage(page);
        out = new PDPageContentStream(doc, page);
        out.setLineWidth(0.6f);
        y = A4_LANDSCAPE.getHeight() - MARGIN;
        pageStart.run();
    }

    /** The lowest y anything is drawn at: the margin, and above it the page number's line when pages are numbered. */
    private float bottom() {
        return numbered ? MARGIN + FOOTER : MARGIN;
    }

    /** "стр. N из M" centred at the foot of every page, appended to each page's content once all pages exist. */
    private void numberPages() throws IOException {
        int total = doc.getNumberOfPages();
        PDType0Font font = fonts.get(Face.REGULAR);
        for (int i = 0; i < total; i++) {
            String label = "стр. " + (i + 1) + " из " + total;
            try (PDPageContentStream page = new PDPageContentStream(doc, doc.getPage(i), AppendMode.APPEND, true, true)) {
                page.beginText();
                page.setFont(font, 7.5f);
                page.newLineAtOffset(A4_LANDSCAPE.getWidth() / 2 - widthOf(font, 7.5f, label) / 2, MARGIN);
                page.showText(label);
                page.endText();
            }
        }
    }

    private List<String> wrap(PDType0Font font, float size, String text, float width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : safe(font, text).split(" ")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (widthOf(font, size, candidate) <= width || line.isEmpty()) {
                line.setLength(0);
                line.append(candidate);
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static float widthOf(PDType0Font font, float size, String text) {
        try {
            return font.getStringWidth(text) / 1000f * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces control characters by " " and characters without a glyph in the font by "?". */
    private String safe(PDType0Font font, String text) {
        if (text == null) {
            return "";
        }
        Map<Integer, Boolean> known = glyphs.computeIfAbsent(font, f -> new HashMap<>());
        StringBuilder sb = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (Character.isISOControl(cp)) {
                sb.append(' ');
                return;
            }
            boolean ok = known.computeIfAbsent(cp, code -> {
                try {
                    font.encode(new String(Character.toChars(code)));
                    return true;
                } catch (IllegalArgumentException | IOException e) {
                    return false;
                }
            });
            sb.append(ok ? new String(Character.toChars(cp)) : "?");
        });
        return sb.toString();
    }

    private static byte[] load(String resource) {
        try (InputStream in = PdfCanvas.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("font " + resource + " not on the classpath (jasperreports-fonts)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
