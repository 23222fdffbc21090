import Foundation
import GradientCore

/// The mesh form of the JSON spec, SwiftUI's `MeshGradient` parameters by their SwiftUI names:
///
/// ```json
/// { "mesh": { "width": 2, "height": 2,
///             "points": [[0, 0], [1, 0], [0, 1], {"position": [1, 1], "topControlPoint": [1.2, 0.6]}],
///             "colors": ["#f00", "#ff0", "#00f", "#0f0"],
///             "background": "#000", "smoothsColors": true, "colorSpace": "device" } }
/// ```
///
/// `width`, `height`, `points` and `colors` are required. A point is `[x, y]` (its control
/// points inferred) or an object with `position` and any of `leadingControlPoint`,
/// `topControlPoint`, `trailingControlPoint` and `bottomControlPoint` (each `[x, y]`; those
/// left out are inferred). Colours are the layer form's (CSS colour text or 3 or 4 numbers),
/// read with the decoder's ``CSSParsingOptions``. `background` defaults to transparent,
/// `smoothsColors` to `true`, `colorSpace` (`"device"` or `"perceptual"`) to `"device"`.
/// Unknown keys are rejected. Written back with the keys sorted, a point as `[x, y]` when it
/// gives no control point.
extension GradientMesh: Codable {
    enum Key: String, CodingKey, CaseIterable {
        case width, height, points, colors, background, smoothsColors, colorSpace
    }

    enum PointKey: String, CodingKey, CaseIterable {
        case position, leadingControlPoint, topControlPoint, trailingControlPoint, bottomControlPoint
    }

    public init(from decoder: any Decoder) throws {
        try GradientMesh.rejectUnknownKeys(decoder, Key.self, of: "a mesh")
        let c = try decoder.container(keyedBy: Key.self)
        let options = decoder.userInfo[GradientSpec.optionsKey] as? CSSParsingOptions ?? .default
        let width = try GradientMesh.side(c, .width)
        let height = try GradientMesh.side(c, .height)
        do { try GradientMesh.checkSize(width: width, height: height) } catch let error as GradientError {
            let key = width < GradientMesh.minSide || width > GradientMesh.maxSide ? Key.width : Key.height
            // The sentence follows a colon: "… invalid at mesh.width: a mesh width of 1 is too small …".
            throw DecodingProblem(codingPath: c.codingPath + [key], error.message.prefix(1).lowercased() + error.message.dropFirst(), kind: error.kind)
        }
        let count = width * height
        var list = try c.nestedUnkeyedContainer(forKey: .points)
        try GradientMesh.checkCount(list.count, of: "points", width: width, height: height, at: c.codingPath + [Key.points])
        var vertices: [Vertex] = []
        while !list.isAtEnd { vertices.append(try GradientMesh.vertex(from: try list.superDecoder())) }
        var colorList = try c.nestedUnkeyedContainer(forKey: .colors)
        try GradientMesh.checkCount(colorList.count, of: "colours", width: width, height: height, at: c.codingPath + [Key.colors])
        var colors: [RGBA] = []
        colors.reserveCapacity(count)
        while !colorList.isAtEnd { colors.append(try SpecColor(from: try colorList.superDecoder(), options: options).rgba) }
        var background = RGBA.clear
        if c.contains(.background) { background = try SpecColor(from: try c.superDecoder(forKey: .background), options: options).rgba }
        var smoothsColors = true
        if c.contains(.smoothsColors) {
            guard let value = try? c.decode(Bool.self, forKey: .smoothsColors) else {
                throw DecodingProblem(codingPath: c.codingPath + [Key.smoothsColors], "expected true or false.")
            }
            smoothsColors = value
        }
        var colorSpace = ColorSpace.device
        if c.contains(.colorSpace) {
            let name = try? c.decode(String.self, forKey: .colorSpace)
            guard let name, let space = ColorSpace(rawValue: name) else {
                let found = name.map { "\($0.quotedForMessage) is not a colour space of a mesh" } ?? "expected a string"
                throw DecodingProblem(
                    codingPath: c.codingPath + [Key.colorSpace],
                    "\(found): use " + ColorSpace.allCases.map(\.rawValue).joined(separator: " or ") + ".")
            }
            colorSpace = space
        }
        do {
            try self.init(
                width: width, height: height, vertices: vertices, colors: colors, background: background,
                smoothsColors: smoothsColors, colorSpace: colorSpace)
        } catch let error as GradientError {
            throw DecodingProblem(codingPath: c.codingPath, error.message.prefix(1).lowercased() + error.message.dropFirst(), kind: error.kind)
        }
    }

    /// Refuses a key of the object `decoder` holds that `K` does not list.
    static func rejectUnknownKeys<K: CodingKey & CaseIterable & RawRepresentable<String>>(
        _ decoder: any Decoder, _: K.Type, of what: String
    ) throws {
        let any = try decoder.container(keyedBy: LayerGradient.AnyKey.self)
        for key in any.allKeys where K(rawValue: key.stringValue) == nil {
            throw DecodingProblem(
                codingPath: decoder.codingPath + [key],
                "\(key.stringValue.quotedForMessage) is not a key of \(what); the keys are " + K.allCases.map(\.rawValue).joined(separator: ", ")
                    + ".")
        }
    }

    /// `width` or `height`: a whole number.
    static func side(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Int {
        guard let number = try? c.decode(Double.self, forKey: key) else {
            guard c.contains(key) else { throw DecodingError.keyNotFound(key, .init(codingPath: c.codingPath, debugDescription: "")) }
            throw DecodingProblem(codingPath: c.codingPath + [key], "expected a whole number of vertices, such as 3.")
        }
        guard number == number.rounded(), abs(number) <= Double(Int32.max) else {
            throw DecodingProblem(codingPath: c.codingPath + [key], "\(formatNumber(number)) is not a whole number of vertices.")
        }
        return Int(number)
    }

    /// Refuses a list whose count is not `width · height`.
    static func checkCount(_ count: Int?, of what: String, width: Int, height: Int, at path: [any CodingKey]) throws {
        let n = count ?? 0
        guard n == width * height else {
            throw DecodingProblem(
                codingPath: path, "there are \(n) \(what) for a \(width)x\(height) mesh; give one per vertex, \(width * height).")
        }
    }

    /// A point of the `points` list: `[x, y]`, or an object with `position` and control points.
    static func vertex(from decoder: any Decoder) throws -> Vertex {
        if (try? decoder.container(keyedBy: PointKey.self)) == nil {
            let position = try GradientPoint(from: decoder)
            if let problem = GradientMesh.problem(position) { throw DecodingProblem(at: decoder, "the point \(problem)") }
            return Vertex(position)
        }
        try rejectUnknownKeys(decoder, PointKey.self, of: "a mesh point")
        let c = try decoder.container(keyedBy: PointKey.self)
        func point(_ key: PointKey) throws -> GradientPoint? {
            guard c.contains(key) else { return nil }
            let p = try c.decode(GradientPoint.self, forKey: key)
            if let problem = GradientMesh.problem(p) { throw DecodingProblem(codingPath: c.codingPath + [key], "the point \(problem)") }
            return p
        }
        guard let position = try point(.position) else {
            throw DecodingProblem(at: decoder, "a mesh point given as an object needs a 'position' [x, y].")
        }
        return Vertex(
            position, leadingControlPoint: try point(.leadingControlPoint), topControlPoint: try point(.topControlPoint),
            trailingControlPoint: try point(.trailingControlPoint), bottomControlPoint: try point(.bottomControlPoint))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        var points = c.nestedUnkeyedContainer(forKey: .points)
        for vertex in vertices {
            guard vertex.hasControlPoints else {
                try points.encode(vertex.position)
                continue
            }
            var object = points.nestedContainer(keyedBy: PointKey.self)
            try object.encode(vertex.position, forKey: .position)
            try object.encodeIfPresent(vertex.leadingControlPoint, forKey: .leadingControlPoint)
            try object.encodeIfPresent(vertex.topControlPoint, forKey: .topControlPoint)
            try object.encodeIfPresent(vertex.trailingControlPoint, forKey: .trailingControlPoint)
            try object.encodeIfPresent(vertex.bottomControlPoint, forKey: .bottomControlPoint)
        }
        try c.encode(colors.map(SpecColor.init), forKey: .colors)
        try c.encode(SpecColor(background), forKey: .background)
        try c.encode(smoothsColors, forKey: .smoothsColors)
        try c.encode(colorSpace.rawValue, forKey: .colorSpace)
    }
}

/// The JSON spec's mesh form, `{"mesh": {…}}` (see ``GradientMesh``'s `Codable` conformance).
enum GradientMeshJSON {
    /// The object around a mesh: its one key.
    struct Spec: Codable {
        var mesh: GradientMesh
    }

    /// Whether `data` is a JSON object with the key `mesh`.
    static func isMesh(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["mesh"] != nil
    }

    /// Decodes `{"mesh": {…}}` (already checked as JSON) with `options` for its colours.
    ///
    /// - Throws: ``GradientError`` naming the bad value and where it is, e.g. `"The JSON spec is
    ///   invalid at mesh.colors[3]: 'bleu' is not a colour …"`, or another key beside `mesh`.
    static func decode(_ data: Data, options: CSSParsingOptions) throws -> GradientMesh {
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            if let other = object.keys.sorted().first(where: { $0 != "mesh" }) {
                throw GradientError(
                    .invalidValue, "The JSON spec is invalid: \(other.quotedForMessage) cannot go with 'mesh'; a mesh spec has the key 'mesh' only.")
            }
            guard object["mesh"] is [String: Any] else {
                throw GradientError(.invalidValue, "The JSON spec is invalid at mesh: expected an object with width, height, points and colors.")
            }
        }
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[GradientSpec.optionsKey] = options
            return try decoder.decode(Spec.self, from: data).mesh
        } catch let problem as DecodingProblem {
            throw GradientSpec.error(for: problem)
        } catch let error as DecodingError {
            throw GradientSpec.error(for: error)
        }
    }
}
