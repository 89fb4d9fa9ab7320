# Two commands matter: `make run` and `make test`. Both create .venv when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck system-packages clean bench installer installer-test translations

$(STAMP): pyproject.toml scripts/system-packages.sh
	bash scripts/system-packages.sh
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

system-packages:
	bash scripts/system-packages.sh

run: $(STAMP)
	$(BIN)/sagrada-artisans

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info

# The installer: `make installer` builds dist/sagrada-artisans/ (PyInstaller) and
# dist/sagrada-artisans_<version>_<arch>.deb; `make installer-test` builds it, unpacks it into a
# temporary root, checks its metadata (lintian, appstreamcli, ...) and runs the installed program
# (see installer/README.md). The build's Python distributions are pinned with their hashes in
# installer/requirements.lock (installer/lock.py writes it from pyproject.toml).
INSTALLER_STAMP := $(VENV)/.installer-installed

$(INSTALLER_STAMP): $(STAMP) pyproject.toml installer/requirements.lock
	$(BIN)/python -m pip install --quiet --require-hashes --no-deps -r installer/requirements.lock
	touch $(INSTALLER_STAMP)

installer: $(INSTALLER_STAMP)
	bash installer/system-packages.sh
	$(BIN)/python installer/build_deb.py

installer-test: installer
	$(BIN)/python installer/check_package.py

# The program's words in 繁體中文: `make translations` extracts every translate() call of the
# ui into resources/translations/sagrada_zh_TW.ts (new entries come unfinished: translate them
# there, in Qt Linguist or by hand) and compiles it into the .qm the program loads.
# tests/ui/test_translations.py fails while the .ts lags behind the sources or has entries
# unfinished or obsolete.
TS := resources/translations/sagrada_zh_TW.ts

translations: $(STAMP)
	$(BIN)/pyside6-lupdate -silent -no-obsolete -locations none -target-language zh_TW \
		$$(find sagrada_desktop/ui -name '*.py' | sort) -ts $(TS)
	$(BIN)/pyside6-lrelease -silent $(TS) -qm $(TS:.ts=.qm)
