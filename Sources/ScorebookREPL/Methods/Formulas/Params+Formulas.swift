import Scorebook

extension Params {
    /// The formula with this id in the tables served: a method that reads one
    /// answers only from tables that hold it, as an app's own tables with Scorebook's do.
    func formula(_ id: String, for parameter: RPCParameter) throws(RPCError) -> Formula {
        guard let formula = tables.formula(id) else {
            throw .invalidParams(field: field(parameter), "these tables have no formula '\(id)'")
        }
        return formula
    }

    /// The formula at `index` of a method's constant list `ids`, found once per served tables.
    func formula(_ index: Int, of ids: [String], by method: Any.Type, for parameter: RPCParameter) throws(RPCError) -> Formula {
        guard let formula = served.formulas(method, ids)[index] else {
            throw .invalidParams(field: field(parameter), "these tables have no formula '\(ids[index])'")
        }
        return formula
    }

    /// The band set with this id in the tables served.
    func bandSet(_ id: String, for parameter: RPCParameter) throws(RPCError) -> BandSet {
        guard let set = tables.bandSet(id) else {
            throw .invalidParams(field: field(parameter), "these tables have no band set '\(id)'")
        }
        return set
    }

    /// `formula`'s value for `values`, one per input in its order, each read
    /// from the parameter at its place in `fields`: an input out of its range
    /// is an error at that parameter, with the formula's message, so the
    /// limits are the table's alone. `fields` is a method's constant list, so
    /// a call copies no parameter.
    func evaluate(
        _ formula: Formula, _ values: [Double], fields: [RPCParameter], unit: String? = nil, unitParameter: RPCParameter? = nil
    ) throws(RPCError) -> FormulaValue {
        do {
            return try formula.evaluate(values, unit: unit)
        } catch {
            if error.path.count == 2, case .key(let id) = error.path[1],
                let index = formula.inputs.firstIndex(where: { $0.id.hasSameBytes(asASCII: id) }), index < fields.count
            {
                throw .invalidParams(field: field(fields[index]), error.message)
            }
            if let unitParameter, error.path.count == 1 {
                throw .invalidParams(field: field(unitParameter), error.message, allowed: error.allowed)
            }
            throw RPCError(error, below: self)
        }
    }
}
