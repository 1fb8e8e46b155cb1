package org.arbiter.game.api;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.time.LocalDate;

/**
 * Typed request bodies (org.arbiter.game.domain: NewGame, TournamentBodies, StageSeating, StageBodies) take a field
 * only in its own JSON type: a number is not a text, a text or a fraction is not a whole number, a number is not a
 * date. Anything else is malformed JSON, MALFORMED_COMMAND (docs/rules/TABLE-API.md "Answers").
 */
@Singleton
public class StrictBodies implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float,
                CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
        }
        for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.String, CoercionInputShape.Float,
                CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Integer).setCoercion(shape, CoercionAction.Fail);
        }
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.configOverride(LocalDate.class).setFormat(JsonFormat.Value.forLeniency(false));
    }
}
