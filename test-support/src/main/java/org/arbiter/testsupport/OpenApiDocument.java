package org.arbiter.testsupport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** A service's OpenAPI document ({@code /q/openapi?format=json}), read for exact facts: bodies and their fields. */
public final class OpenApiDocument {

    private static final String SCHEMAS = "#/components/schemas/";

    private final JsonNode root;

    private OpenApiDocument(JsonNode root) {
        this.root = root;
    }

    public static OpenApiDocument of(String json) {
        try {
            return new OpenApiDocument(new ObjectMapper().readTree(json));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A named schema of the components. */
    public JsonNode schema(String name) {
        JsonNode schema = root.path("components").path("schemas").path(name);
        if (schema.isMissingNode()) {
            throw new AssertionError("no schema " + name + " in the document");
        }
        return schema;
    }

    /** The schema of an operation's answer, e.g. ("/api/games/{gameId}", "get", "200", "application/json"). */
    public JsonNode answer(String path, String method, String status, String mediaType) {
        return operation(path, method).path("responses").path(status).path("content").path(mediaType).path("schema");
    }

    /** The schema of an operation's JSON request body. */
    public JsonNode request(String path, String method) {
        return operation(path, method).path("requestBody").path("content").path("application/json").path("schema");
    }

    /** The component a schema refers to ({@code $ref}), by name; null when it refers to none. */
    public static String ref(JsonNode schema) {
        String ref = schema.path("$ref").asText(null);
        return ref == null ? null : ref.substring(SCHEMAS.length());
    }

    /** A schema's property names in order, following a {@code $ref}. */
    public List<String> properties(JsonNode schema) {
        JsonNode resolved = ref(schema) == null ? schema : schema(ref(schema));
        List<String> names = new ArrayList<>();
        resolved.path("properties").fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** The names a {@code oneOf} lists. */
    public static List<String> oneOf(JsonNode schema) {
        List<String> names = new ArrayList<>();
        schema.path("oneOf").forEach(one -> names.add(ref(one)));
        return names;
    }

    private JsonNode operation(String path, String method) {
        JsonNode operation = root.path("paths").path(path).path(method);
        if (operation.isMissingNode()) {
            throw new AssertionError("no operation " + method + " " + path + " in the document");
        }
        return operation;
    }
}
