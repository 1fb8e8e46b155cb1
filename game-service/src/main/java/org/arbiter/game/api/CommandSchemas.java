package org.arbiter.game.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbiter.rules.Command;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * The command body in the OpenAPI document, generated from the engine's sealed {@link Command} records: a schema
 * per command ({@code Command.<type>}: its TABLE-API {@code type}, {@code commandId} and the record's fields as
 * their JSON) and {@value #COMMAND}, the {@code oneOf} of them, told apart by {@code type}. A new command of the
 * engine appears here by itself. It documents only: {@code CommandParser} alone decides what a command is.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class CommandSchemas implements OASFilter {

    public static final String COMMAND = "Command";

    /** Fields whose JSON name is not the record's component name (docs/rules/TABLE-API.md). */
    private static final Map<String, String> JSON_NAMES = Map.of("LiftAll.voters", "for");

    /** Components the server fills and a judge never sends. */
    private static final Set<String> SERVER_ONLY = Set.of("Deal.drawn");

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) {
            openAPI.setComponents(OASFactory.createComponents());
        }
        Discriminator byType = OASFactory.createDiscriminator().propertyName("type");
        Schema command = OASFactory.createSchema().discriminator(byType)
                .description("One judge's command (docs/rules/TABLE-API.md \"Commands\"); the engine decides whether it is accepted");
        for (Class<?> type : Command.class.getPermittedSubclasses()) {
            String name = typeOf(type);
            String schemaName = COMMAND + "." + name;
            openAPI.getComponents().addSchema(schemaName, shape(type, name));
            command.addOneOf(OASFactory.createSchema().ref(schemaName));
            byType.addMapping(name, "#/components/schemas/" + schemaName);
        }
        openAPI.getComponents().addSchema(COMMAND, command);
    }

    /** The command's TABLE-API name, asked of the record itself (built with empty fields). */
    public static String typeOf(Class<?> type) {
        try {
            RecordComponent[] fields = type.getRecordComponents();
            Constructor<?> canonical = type.getDeclaredConstructor(
                    Arrays.stream(fields).map(RecordComponent::getType).toArray(Class<?>[]::new));
            Object[] empty = Arrays.stream(fields).map(f -> emptyValue(f.getType())).toArray();
            return ((Command) canonical.newInstance(empty)).type().wireName();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("command " + type + " is not a plain record", e);
        }
    }

    private static Object emptyValue(Class<?> type) {
        if (type == int.class) {
            return 0;
        }
        if (type == boolean.class) {
            return false;
        }
        return type.isPrimitive() ? (type == long.class ? 0L : 0.0) : null;
    }

    private static Schema shape(Class<?> type, String name) {
        Schema schema = OASFactory.createSchema().addType(SchemaType.OBJECT).title(name)
                .addProperty("type", OASFactory.createSchema().addType(SchemaType.STRING).constValue(name))
                .addProperty("commandId", OASFactory.createSchema().addType(SchemaType.STRING).maxLength(64)
                        .description("repeating an applied id returns the first answer and changes nothing"))
                .addRequired("type");
        for (RecordComponent field : type.getRecordComponents()) {
            String key = type.getSimpleName() + "." + field.getName();
            if (SERVER_ONLY.contains(key)) {
                continue;
            }
            String json = JSON_NAMES.getOrDefault(key, field.getName());
            schema.addProperty(json, of(field.getGenericType()));
            if (field.getType() == int.class) {
                schema.addRequired(json);
            }
        }
        return schema;
    }

    /** A field's JSON: numbers are seats 1–10 unless decimal points; maps are keyed by seat. */
    private static Schema of(Type type) {
        if (type instanceof ParameterizedType generic) {
            Type[] arguments = generic.getActualTypeArguments();
            if (generic.getRawType() == List.class) {
                return OASFactory.createSchema().addType(SchemaType.ARRAY).items(of(arguments[0]));
            }
            if (generic.getRawType() == Map.class) {
                return OASFactory.createSchema().addType(SchemaType.OBJECT)
                        .description("keyed by seat (1–10)").additionalPropertiesSchema(of(arguments[1]));
            }
        }
        Class<?> raw = (Class<?>) type;
        if (raw == int.class) {
            return seat();
        }
        if (raw == Integer.class) {
            return seat().addType(SchemaType.NULL);
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return OASFactory.createSchema().addType(SchemaType.BOOLEAN);
        }
        if (raw == BigDecimal.class) {
            return OASFactory.createSchema().addType(SchemaType.NUMBER).description("points, in hundredths");
        }
        if (raw.isEnum()) {
            return OASFactory.createSchema().addType(SchemaType.STRING).enumeration(
                    new ArrayList<>(Arrays.stream(raw.getEnumConstants()).map(c -> (Object) ((Enum<?>) c).name()).toList()));
        }
        if (raw.isRecord()) {
            Schema record = OASFactory.createSchema().addType(SchemaType.OBJECT);
            for (RecordComponent field : raw.getRecordComponents()) {
                record.addProperty(field.getName(), of(field.getGenericType()));
            }
            return record;
        }
        return OASFactory.createSchema().addType(SchemaType.STRING);
    }

    private static Schema seat() {
        return OASFactory.createSchema().addType(SchemaType.INTEGER).minimum(BigDecimal.ONE).maximum(BigDecimal.TEN);
    }
}
