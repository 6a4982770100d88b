/**
 * The JSON Schema of a rule set, embedded so the engine needs no file access (it runs in the
 * browser too). The canonical copy is rules/rule-set.schema.json; a spec test keeps both equal.
 * After editing the JSON file, paste its content below.
 */
export const ruleSetSchema: Readonly<Record<string, unknown>> = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://lift-shaft-planner.local/rules/rule-set.schema.json",
  "title": "Rule set",
  "description": "A versioned, staged rule set. Stages run in order; later stages see what earlier ones produced. Expressions are JsonLogic (json-logic-js semantics) plus equalsAny, isEmpty and builtins registered by name.",
  "type": "object",
  "required": ["key", "version", "stages"],
  "additionalProperties": false,
  "properties": {
    "$schema": {"type": "string"},
    "key": {
      "description": "Stable name of the rule set.",
      "type": "string",
      "pattern": "^[a-z][a-z0-9-]*$",
      "maxLength": 64
    },
    "version": {
      "description": "1 and up; a published version never changes.",
      "type": "integer",
      "minimum": 1
    },
    "title": {"type": "string"},
    "description": {"type": "string"},
    "constants": {
      "description": "Named values (tables, limits) every stage may read.",
      "type": "object",
      "propertyNames": {"$ref": "#/definitions/variableName"}
    },
    "stages": {
      "description": "Evaluated in order. Must contain options, ventilation, products and post, in that order; more may be inserted.",
      "type": "array",
      "items": {"$ref": "#/definitions/stage"},
      "allOf": [
        {"contains": {"type": "object", "properties": {"name": {"const": "options"}}, "required": ["name"]}},
        {
          "contains": {
            "type": "object",
            "properties": {"name": {"const": "ventilation"}},
            "required": ["name"]
          }
        },
        {"contains": {"type": "object", "properties": {"name": {"const": "products"}}, "required": ["name"]}},
        {"contains": {"type": "object", "properties": {"name": {"const": "post"}}, "required": ["name"]}}
      ]
    },
    "tests": {
      "description": "Golden cases: inputs and the outputs they must give.",
      "type": "array",
      "items": {"$ref": "#/definitions/testCase"}
    }
  },
  "definitions": {
    "forbiddenName": {
      "enum": [
        "constructor", "__defineGetter__", "__defineSetter__", "hasOwnProperty", "__lookupGetter__",
        "__lookupSetter__", "isPrototypeOf", "propertyIsEnumerable", "toString", "valueOf", "__proto__",
        "toLocaleString", "prototype"
      ]
    },
    "name": {
      "description": "A name: letters, digits, _ and -, starting with a letter or _; no dots (dots separate path segments).",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$",
      "maxLength": 100,
      "not": {"$ref": "#/definitions/forbiddenName"}
    },
    "variableName": {
      "description": "A name of an input, constant or derived value; options and products are the engine's.",
      "allOf": [{"$ref": "#/definitions/name"}, {"not": {"enum": ["options", "products"]}}]
    },
    "scalar": {"type": ["string", "number", "boolean", "null"]},
    "expression": {
      "description": "JsonLogic: a literal, a list of expressions, or an object with exactly one operator whose value is its argument(s).",
      "type": ["null", "boolean", "number", "string", "array", "object"],
      "items": {"$ref": "#/definitions/expression"},
      "minProperties": 1,
      "maxProperties": 1,
      "propertyNames": {"not": {"$ref": "#/definitions/forbiddenName"}},
      "additionalProperties": {"$ref": "#/definitions/expression"}
    },
    "stage": {
      "type": "object",
      "required": ["name", "rules"],
      "additionalProperties": false,
      "properties": {
        "name": {"$ref": "#/definitions/name"},
        "description": {"type": "string"},
        "inputs": {
          "description": "Input names this stage may read, from this stage on.",
          "type": "array",
          "items": {"$ref": "#/definitions/variableName"},
          "uniqueItems": true
        },
        "rules": {"type": "array", "items": {"$ref": "#/definitions/rule"}}
      }
    },
    "ruleId": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$", "maxLength": 100},
    "errorLevel": {
      "description": "error raises; warn and log record the failure and go on.",
      "enum": ["error", "warn", "log"]
    },
    "rule": {
      "type": "object",
      "required": ["id", "kind"],
      "properties": {
        "id": {"$ref": "#/definitions/ruleId"},
        "kind": {"enum": ["empty", "conditional", "selector"]}
      },
      "allOf": [
        {
          "if": {"properties": {"kind": {"const": "empty"}}, "required": ["kind"]},
          "then": {"$ref": "#/definitions/emptyRule"}
        },
        {
          "if": {"properties": {"kind": {"const": "conditional"}}, "required": ["kind"]},
          "then": {"$ref": "#/definitions/conditionalRule"}
        },
        {
          "if": {"properties": {"kind": {"const": "selector"}}, "required": ["kind"]},
          "then": {"$ref": "#/definitions/selectorRule"}
        }
      ]
    },
    "emptyRule": {
      "description": "Skipped; a placeholder.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "id": true,
        "kind": true,
        "description": {"type": "string"},
        "errorLevel": {"$ref": "#/definitions/errorLevel"}
      }
    },
    "conditionalRule": {
      "description": "Runs its actions only if all conditions hold.",
      "type": "object",
      "required": ["then"],
      "additionalProperties": false,
      "properties": {
        "id": true,
        "kind": true,
        "description": {"type": "string"},
        "errorLevel": {"$ref": "#/definitions/errorLevel"},
        "when": {"type": "array", "items": {"$ref": "#/definitions/expression"}},
        "then": {"$ref": "#/definitions/actions"}
      }
    },
    "selectorRule": {
      "description": "Runs the actions of the first case whose match equals (===) the value of select, else the default; a sealed selector without a matching case is an error.",
      "type": "object",
      "required": ["select", "cases"],
      "additionalProperties": false,
      "properties": {
        "id": true,
        "kind": true,
        "description": {"type": "string"},
        "errorLevel": {"$ref": "#/definitions/errorLevel"},
        "select": {"$ref": "#/definitions/expression"},
        "cases": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/selectorCase"}},
        "default": {"$ref": "#/definitions/actions"},
        "sealed": {"type": "boolean"}
      },
      "if": {"properties": {"sealed": {"const": true}}, "required": ["sealed"]},
      "then": {"not": {"properties": {"default": true}, "required": ["default"]}}
    },
    "selectorCase": {
      "type": "object",
      "required": ["match", "then"],
      "additionalProperties": false,
      "properties": {
        "match": {
          "description": "A literal, or a list of literals any of which matches.",
          "anyOf": [
            {"$ref": "#/definitions/scalar"},
            {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/scalar"}}
          ]
        },
        "description": {"type": "string"},
        "then": {"$ref": "#/definitions/actions"}
      }
    },
    "actions": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/action"}},
    "action": {
      "type": "object",
      "oneOf": [
        {"properties": {"set": true}, "required": ["set"]},
        {"properties": {"offer": true}, "required": ["offer"]},
        {"properties": {"withdraw": true}, "required": ["withdraw"]},
        {"properties": {"addProduct": true}, "required": ["addProduct"]},
        {"properties": {"addProducts": true}, "required": ["addProducts"]},
        {"properties": {"topUp": true}, "required": ["topUp"]},
        {"properties": {"setQuantity": true}, "required": ["setQuantity"]},
        {"properties": {"message": true}, "required": ["message"]}
      ],
      "allOf": [
        {
          "if": {"properties": {"set": true}, "required": ["set"]},
          "then": {"$ref": "#/definitions/setAction"}
        },
        {
          "if": {"properties": {"offer": true}, "required": ["offer"]},
          "then": {"$ref": "#/definitions/offerAction"}
        },
        {
          "if": {"properties": {"withdraw": true}, "required": ["withdraw"]},
          "then": {"$ref": "#/definitions/withdrawAction"}
        },
        {
          "if": {"properties": {"addProduct": true}, "required": ["addProduct"]},
          "then": {"$ref": "#/definitions/addProductAction"}
        },
        {
          "if": {"properties": {"addProducts": true}, "required": ["addProducts"]},
          "then": {"$ref": "#/definitions/addProductsAction"}
        },
        {
          "if": {"properties": {"topUp": true}, "required": ["topUp"]},
          "then": {"$ref": "#/definitions/topUpAction"}
        },
        {
          "if": {"properties": {"setQuantity": true}, "required": ["setQuantity"]},
          "then": {"$ref": "#/definitions/setQuantityAction"}
        },
        {
          "if": {"properties": {"message": true}, "required": ["message"]},
          "then": {"$ref": "#/definitions/messageAction"}
        }
      ]
    },
    "setAction": {
      "description": "Sets a derived value, read by later rules by its name.",
      "type": "object",
      "required": ["set", "value"],
      "additionalProperties": false,
      "properties": {
        "set": {"$ref": "#/definitions/variableName"},
        "value": {"$ref": "#/definitions/expression"},
        "description": {"type": "string"}
      }
    },
    "offerAction": {
      "description": "Adds values (a list or one value) to the option list options.<name>, keeping order and skipping repeats.",
      "type": "object",
      "required": ["offer", "values"],
      "additionalProperties": false,
      "properties": {
        "offer": {"$ref": "#/definitions/name"},
        "values": {"$ref": "#/definitions/expression"},
        "description": {"type": "string"}
      }
    },
    "withdrawAction": {
      "description": "Removes values from an option list.",
      "type": "object",
      "required": ["withdraw", "values"],
      "additionalProperties": false,
      "properties": {
        "withdraw": {"$ref": "#/definitions/name"},
        "values": {"$ref": "#/definitions/expression"},
        "description": {"type": "string"}
      }
    },
    "category": {"type": "string", "pattern": "^[A-Z][A-Z0-9_]*$"},
    "addProductAction": {
      "description": "Adds a quantity (default 1) of the product whose key the expression gives; a quantity <= 0 does nothing; adding to a product already there raises both its estimated and actual quantity.",
      "type": "object",
      "required": ["addProduct"],
      "additionalProperties": false,
      "properties": {
        "addProduct": {"$ref": "#/definitions/expression"},
        "quantity": {"$ref": "#/definitions/expression"},
        "category": {"$ref": "#/definitions/category"},
        "description": {"type": "string"}
      }
    },
    "addProductsAction": {
      "description": "Adds several products: the expression gives a list of [productKey, quantity] pairs (or {productKey, quantity} rows), each added as by addProduct.",
      "type": "object",
      "required": ["addProducts"],
      "additionalProperties": false,
      "properties": {
        "addProducts": {"$ref": "#/definitions/expression"},
        "category": {"$ref": "#/definitions/category"},
        "description": {"type": "string"}
      }
    },
    "setQuantityAction": {
      "description": "Sets the ordered quantity of a product (a user's adjustment) and leaves the estimated quantity; null leaves it alone; a product not there yet is added with estimated quantity 0.",
      "type": "object",
      "required": ["setQuantity", "quantity"],
      "additionalProperties": false,
      "properties": {
        "setQuantity": {"$ref": "#/definitions/expression"},
        "quantity": {"$ref": "#/definitions/expression"},
        "category": {"$ref": "#/definitions/category"},
        "description": {"type": "string"}
      }
    },
    "topUpAction": {
      "description": "Raises a product's estimated and actual quantity to at least the minimum (adding the product if the minimum is > 0).",
      "type": "object",
      "required": ["topUp", "minimum"],
      "additionalProperties": false,
      "properties": {
        "topUp": {"$ref": "#/definitions/expression"},
        "minimum": {"$ref": "#/definitions/expression"},
        "category": {"$ref": "#/definitions/category"},
        "description": {"type": "string"}
      }
    },
    "messageAction": {
      "description": "Emits a message for the user: a catalogue key, its parameters and the form field it concerns.",
      "type": "object",
      "required": ["message", "level"],
      "additionalProperties": false,
      "properties": {
        "message": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$"},
        "level": {"enum": ["error", "warning", "info", "hint"]},
        "params": {
          "type": "object",
          "propertyNames": {"$ref": "#/definitions/name"},
          "additionalProperties": {"$ref": "#/definitions/expression"}
        },
        "field": {"type": "string", "minLength": 1},
        "description": {"type": "string"}
      }
    },
    "testCase": {
      "type": "object",
      "required": ["name", "inputs", "expect"],
      "additionalProperties": false,
      "properties": {
        "name": {"type": "string", "minLength": 1},
        "description": {"type": "string"},
        "inputs": {"type": "object"},
        "products": {
          "description": "Products present before the rules run.",
          "type": "array",
          "items": {
            "type": "object",
            "required": ["productKey", "quantity"],
            "additionalProperties": false,
            "properties": {
              "productKey": {"type": "string", "minLength": 1},
              "quantity": {"type": "number"},
              "estimatedQuantity": {"type": "number"},
              "category": {"anyOf": [{"$ref": "#/definitions/category"}, {"type": "null"}]}
            }
          }
        },
        "expect": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "derived": {"type": "object"},
            "options": {"type": "object", "additionalProperties": {"type": "array"}},
            "products": {"type": "object", "additionalProperties": {"type": "number"}},
            "messages": {"type": "array", "items": {"type": "string"}}
          }
        }
      }
    }
  }
};
