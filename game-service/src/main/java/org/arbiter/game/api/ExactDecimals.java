package org.arbiter.game.api;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Request bodies keep their numbers as written: a fraction is read as an exact decimal, never through binary
 * floating point (docs/rules/TABLE-API.md "Error codes": points are exact decimals in hundredths). A penalty of
 * -0.3 stays -0.3, and 0.10000000000000000001 is not taken for 0.1.
 */
@Singleton
public class ExactDecimals implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    }
}
