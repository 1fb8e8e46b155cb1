package org.arbiter.stream.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.lang.reflect.RecordComponent;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Every service's OpenAPI document: the {@link ApiError} schema, and it as the body of each declared 4xx/5xx
 * answer that names no body of its own (a 401 too: {@link ErrorMappers#unauthorized}).
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ErrorBodies implements OASFilter {

    public static final String SCHEMA = "ApiError";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        Components components = openAPI.getComponents();
        if (components.getSchemas() == null || !components.getSchemas().containsKey(SCHEMA)) {
            components.addSchema(SCHEMA, schema());
        }
        if (openAPI.getPaths() == null || openAPI.getPaths().getPathItems() == null) {
            return;
        }
        for (PathItem path : openAPI.getPaths().getPathItems().values()) {
            for (Operation operation : path.getOperations().values()) {
                if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) {
                    continue;
                }
                for (Map.Entry<String, APIResponse> answer : operation.getResponses().getAPIResponses().entrySet()) {
                    String code = answer.getKey();
                    if ((code.startsWith("4") || code.startsWith("5"))
                            && answer.getValue().getContent() == null) {
                        answer.getValue().setContent(OASFactory.createContent().addMediaType("application/json",
                                OASFactory.createMediaType().schema(OASFactory.createSchema().ref(SCHEMA))));
                    }
                }
            }
        }
    }

    /** The body's fields from the record: each a string, only {@code rule} may be null. */
    static Schema schema() {
        Schema schema = OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("The one error body of every service (docs/rules/TABLE-API.md)");
        for (RecordComponent field : ApiError.class.getRecordComponents()) {
            Schema property = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
            if (field.getName().equals("rule")) {
                property.addType(Schema.SchemaType.NULL).description("the clause the refusal enforces, or null");
            }
            schema.addProperty(field.getName(), property).addRequired(field.getName());
        }
        return schema;
    }
}
