package org.arbiter.enginejs;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.teavm.classlib.ReflectionContext;
import org.teavm.classlib.ReflectionSupplier;
import org.teavm.model.ClassReader;
import org.teavm.model.FieldReader;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodReader;

/**
 * Tells TeaVM what {@link RecordCodec} reaches by reflection in the browser: the fields and constructors of the
 * game's events and of the judge's view, and the events' classes by name. Runs inside the compiler only.
 */
public final class EngineReflection implements ReflectionSupplier {

    @Override
    public Collection<String> getAccessibleFields(ReflectionContext context, String className) {
        List<String> fields = new ArrayList<>();
        ClassReader c = shaped(className) ? context.getClassSource().get(className) : null;
        if (c != null) {
            for (FieldReader field : c.getFields()) {
                if (!field.hasModifier(org.teavm.model.ElementModifier.STATIC)) {
                    fields.add(field.getName());
                }
            }
        }
        return fields;
    }

    @Override
    public Collection<MethodDescriptor> getAccessibleMethods(ReflectionContext context, String className) {
        List<MethodDescriptor> constructors = new ArrayList<>();
        ClassReader c = shaped(className) ? context.getClassSource().get(className) : null;
        if (c != null) {
            for (MethodReader method : c.getMethods()) {
                if (method.getName().equals("<init>") || method.parameterCount() == 0 && !method.hasModifier(org.teavm.model.ElementModifier.STATIC)) {
                    constructors.add(method.getDescriptor());
                }
            }
        }
        return constructors;
    }

    @Override
    public boolean isClassFoundByName(ReflectionContext context, String className) {
        return false;
    }

    private static boolean shaped(String className) {
        return className.startsWith("org.arbiter.events.game.") || className.startsWith("org.arbiter.rules.JudgeView")
                || className.equals("org.arbiter.rules.CheckRecord");
    }
}
