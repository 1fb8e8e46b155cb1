package org.arbiter.console.venue;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;

/**
 * What the venue's network sees of plain http (docs/venue.md): only the CA page, whatever the path: the CA to download,
 * a QR code of the https address and how to trust the CA. The machine itself keeps the whole console on plain http
 * (loopback). Also the QR codes of the console's addresses, as SVG for pages ({@code /venue/qr.svg?path=/...}) and as
 * text for the terminal ({@code /venue/qr.txt?path=/...}).
 */
@ApplicationScoped
public class VenuePages {

    static final String CA_PATH = "/venue/ca.crt";

    @Inject
    Venue venue;

    void routes(@Observes Router router) {
        router.route().order(-200).handler(this::onlyTheCaPageOnPlainHttp);
        router.get(CA_PATH).order(-150).handler(this::caCertificate);
        router.get("/venue/qr.svg").order(-150).handler(ctx -> qr(ctx, "image/svg+xml", QrCode::svg));
        router.get("/venue/qr.txt").order(-150).handler(ctx -> qr(ctx, "text/plain; charset=utf-8", QrCode::terminal));
    }

    private void onlyTheCaPageOnPlainHttp(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        if (request.isSSL() || fromThisMachine(request)) {
            ctx.next();
        } else if (CA_PATH.equals(request.path())) {
            caCertificate(ctx);
        } else {
            ctx.response().putHeader("Content-Type", "text/html; charset=utf-8").putHeader("Cache-Control", "no-store")
                    .end(CaPage.html(httpsOrigin(ctx), venue.caCertificate().isPresent(), english(request)));
        }
    }

    private void caCertificate(RoutingContext ctx) {
        var file = venue.caCertificate();
        if (file.isEmpty()) {
            ctx.response().setStatusCode(404).putHeader("Content-Type", "application/json")
                    .end("{\"error\":\"NO_VENUE_CA\",\"message\":\"this venue's certificate is not from a local CA\"}");
            return;
        }
        try {
            ctx.response().putHeader("Content-Type", "application/x-x509-ca-cert")
                    .putHeader("Content-Disposition", "attachment; filename=\"arbiter-ca.crt\"")
                    .putHeader("Cache-Control", "no-store")
                    .end(Files.readString(file.get()));
        } catch (IOException e) {
            ctx.fail(e);
        }
    }

    private void qr(RoutingContext ctx, String contentType, java.util.function.Function<QrCode, String> draw) {
        String path = ctx.request().getParam("path", "/");
        if (!path.startsWith("/") || path.startsWith("//") || path.length() > 512) {
            ctx.response().setStatusCode(400).putHeader("Content-Type", "application/json")
                    .end("{\"error\":\"MALFORMED_PATH\",\"message\":\"path: one of the console's own paths, beginning with a single /\"}");
            return;
        }
        ctx.response().putHeader("Content-Type", contentType).putHeader("Cache-Control", "no-store")
                .end(draw.apply(QrCode.of(httpsOrigin(ctx) + path)));
    }

    /** The venue's https address, or (no venue set) the origin this request came to. */
    private String httpsOrigin(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        return venue.publicOrigin().orElseGet(() -> request.scheme() + "://" + request.authority().host()
                + (request.authority().port() > 0 ? ":" + request.authority().port() : ""));
    }

    static boolean fromThisMachine(HttpServerRequest request) {
        if (request.remoteAddress() == null || request.remoteAddress().hostAddress() == null) {
            return false;
        }
        try {
            return InetAddress.getByName(request.remoteAddress().hostAddress()).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** Russian first, as the console; English on the page's switch ({@code ?lang=en}). */
    private static boolean english(HttpServerRequest request) {
        return "en".equals(request.getParam("lang"));
    }
}
